import type { Behaviour } from '#ui/islands/behaviour.ts';

export type ChooseAtMostBehaviourProps = {
  name: string;
  max: number;
  /** The counter's text for 0 to `max` choices, translated on the server ("2 of 3 chosen"). */
  counts: readonly string[];
};

/**
 * Once the page's script runs, the boxes not ticked are disabled when `max` are ticked and a counter
 * says where the user stands. Plain DOM code: the kiosk's questionnaire needs no React for it.
 */
export const behaviour: Behaviour = (element, props) => {
  const { name, max, counts } = props as ChooseAtMostBehaviourProps;
  const boxes = [...element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter(
    (box) => box.name === name,
  );
  const counter = element.querySelector<HTMLElement>('[data-choice-count]');
  const update = () => {
    const chosen = boxes.filter((box) => box.checked).length;
    const full = chosen >= max;
    for (const box of boxes) box.disabled = full && !box.checked;
    if (counter) {
      counter.textContent = counts[chosen] ?? '';
      counter.classList.toggle('choice-count-full', full);
    }
  };
  for (const box of boxes) box.addEventListener('change', update);
  update();
};
