import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { ChooseAtMost, choicesErrorMessage } from './choose-at-most.tsx';
import { ImageUpload, uploadErrorMessage } from './image-upload.tsx';
import { PhoneInput, PhoneLink } from './phone.tsx';
import { RatingScale } from './rating-scale.tsx';

const fr = testContext('fr').t;
const en = testContext('en').t;

describe('ImageUpload', () => {
  /** The logo field of these tests, in French unless `props` say otherwise. */
  const logoUpload = (props: Partial<Parameters<typeof ImageUpload>[0]> = {}) =>
    renderToString(<ImageUpload t={fr} name="logo" label="Logo" {...props} />);

  it('accepts JPG and PNG and states the 2 MB rule', () => {
    const html = logoUpload();
    expect(elements(html, 'input')).toEqual([
      expect.objectContaining({ type: 'file', name: 'logo', accept: 'image/jpeg,image/png' }),
    ]);
    expect(html).toContain('Image JPG ou PNG, 2 Mo au maximum.');
  });

  it('shows the current image and the server error', () => {
    const html = logoUpload({
      t: en,
      current: { url: '/files/logo.png', alt: 'Laval Automobiles logo' },
      error: uploadErrorMessage(en, { code: 'UPLOAD.TOO_LARGE', maxBytes: 2_097_152 }),
    });
    expect(elements(html, 'img')).toEqual([
      { src: '/files/logo.png', alt: 'Laval Automobiles logo' },
    ]);
    expect(html).toContain('The image must be at most 2 MB.');
    expect(elements(html, 'input')[0]?.['aria-invalid']).toBe('true');
  });
});

describe('PhoneInput and PhoneLink', () => {
  it('shows stored digits as (xxx) xxx-xxxx in a tel field', () => {
    const html = renderToString(
      <PhoneInput t={fr} name="phone" label="Téléphone" defaultValue="5145550123" />,
    );
    expect(elements(html, 'input')).toEqual([
      expect.objectContaining({ type: 'tel', inputMode: 'tel', value: '(514) 555-0123' }),
    ]);
  });

  it('keeps what the user typed when the form comes back with an error', () => {
    const html = renderToString(
      <PhoneInput t={fr} name="phone" label="Téléphone" defaultValue="555-12" error="x" />,
    );
    expect(elements(html, 'input')[0]?.value).toBe('555-12');
  });

  it('dials the international form', () => {
    expect(renderToString(<PhoneLink digits="4185550199" />)).toMatch(
      /href="tel:\+14185550199"[^>]*>\(418\) 555-0199</,
    );
  });
});

describe('RatingScale', () => {
  const labels = ['Pas du tout', 'Un peu', 'Plus ou moins', 'Moyennement', 'Parfaitement'] as const;

  it('is a radio group of five native radios with the given words', () => {
    const html = renderToString(
      <RatingScale
        name="q1"
        legend="Je suis l’âme de la fête."
        labels={labels}
        defaultValue={4}
        required
      />,
    );
    expect(html).toMatch(/<fieldset[^>]*role="radiogroup"[^>]*aria-required="true"/);
    expect(html).toContain('<legend class="choice-legend">Je suis l’âme de la fête.</legend>');
    const radios = elements(html, 'input');
    expect(radios.map((radio) => [radio.type, radio.name, radio.value])).toEqual(
      [1, 2, 3, 4, 5].map((value) => ['radio', 'q1', String(value)]),
    );
    expect(radios.filter((radio) => 'checked' in radio).map((radio) => radio.value)).toEqual(['4']);
    for (const label of labels) expect(html).toContain(label);
  });

  it('describes the group with its error', () => {
    const html = renderToString(
      <RatingScale name="q1" legend="Q" labels={labels} error="Choisissez une réponse." />,
    );
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="field-q1-error"[^>]*aria-invalid="true"/);
  });
});

describe('ChooseAtMost', () => {
  const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: `Option ${value}` }));

  it('leaves every box free on the server, even at the limit (the server checks)', () => {
    const html = renderToString(
      <ChooseAtMost
        t={en}
        name="qualities"
        legend="Qualities"
        options={options}
        defaultValues={['a', 'b', 'c']}
      />,
    );
    const boxes = elements(html, 'input');
    expect(boxes).toHaveLength(4);
    expect(boxes.filter((box) => 'checked' in box).map((box) => box.value)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(boxes.some((box) => 'disabled' in box)).toBe(false);
    expect(html).toContain('Choose up to 3 options.');
    expect(html).toContain('data-island="choose-at-most"');
    expect(html).toContain('&quot;counts&quot;:[&quot;0 of 3 chosen&quot;');
  });

  it('words the server errors', () => {
    expect(choicesErrorMessage(fr, { code: 'CHOICES.TOO_MANY', max: 3 })).toBe(
      'Choisissez au plus 3 options.',
    );
    expect(choicesErrorMessage(en, { code: 'CHOICES.UNKNOWN_OPTION', value: 'x' })).toBe(
      'One of the chosen options is not offered.',
    );
  });
});
