import { defineMessages } from '#ui/i18n/define-messages.ts';
export const cars = defineMessages({ fr: { title: 'Véhicules' }, en: { title: 'Vehicles' } });
