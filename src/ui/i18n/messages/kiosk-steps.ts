import { defineMessages } from '#ui/i18n/define-messages.ts';

/*
 * The steps of the buyer's questionnaire (decision 099): part 4 is answered on three screens, the
 * progress naming the part and the step.
 */
export const kioskSteps = defineMessages({
  fr: {
    progressValue: 'Partie {{part}} sur {{parts}}, étape {{step}} sur {{steps}}',
    title: '{{part}}, étape {{step}} sur {{steps}}',
  },
  en: {
    progressValue: 'Part {{part}} of {{parts}}, step {{step}} of {{steps}}',
    title: '{{part}}, step {{step}} of {{steps}}',
  },
});
