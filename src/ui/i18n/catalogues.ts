import type { Catalogue } from './define-messages.ts';
import { api } from './messages/api.ts';
import { apiTokens } from './messages/api-tokens.ts';
import { appLinks } from './messages/app-links.ts';
import { members } from './messages/members.ts';
import { dashboard } from './messages/dashboard.ts';
import { app } from './messages/app.ts';
import { billing } from './messages/billing.ts';
import { billingChanges } from './messages/billing-changes.ts';
import { billingSeats } from './messages/billing-seats.ts';
import { docs } from './messages/docs.ts';
import { errors } from './messages/errors.ts';
import { home } from './messages/home.ts';
import { language } from './messages/language.ts';
import { login } from './messages/login.ts';
import { components } from './messages/components.ts';
import { navigation } from './messages/navigation.ts';
import { dev } from './messages/dev.ts';
import { users } from './messages/users.ts';
import { outbox } from './messages/outbox.ts';
import { passwords } from './messages/passwords.ts';
import { psychometrics } from './messages/psychometrics.ts';
import { clients } from './messages/clients.ts';
import { hobbies } from './messages/hobbies.ts';
import { kiosk } from './messages/kiosk.ts';
import { kioskSteps } from './messages/kiosk-steps.ts';
import { seller } from './messages/seller.ts';
import { sellerProfile } from './messages/seller-profile.ts';
import { comments } from './messages/comments.ts';
import { support } from './messages/support.ts';
import { surveys } from './messages/surveys.ts';
import { trainings } from './messages/trainings.ts';
import { statistics } from './messages/statistics.ts';
import { history } from './messages/history.ts';
import { validation } from './messages/validation.ts';
import { settings } from './messages/settings.ts';
import { homes } from './messages/homes.ts';
import { demo } from './messages/demo.ts';
import { bpm } from './messages/bpm.ts';
import { territories } from './messages/territories.ts';
import { dealerships } from './messages/dealerships.ts';
import { cars } from './messages/cars.ts';
import { documents } from './messages/documents.ts';
import { stations } from './messages/stations.ts';

// Every module's strings, under its own key: `t('login.submit')`.
const modules = {
  api,
  apiTokens,
  appLinks,
  members,
  dashboard,
  app,
  billing,
  billingChanges,
  billingSeats,
  docs,
  errors,
  home,
  language,
  login,
  components,
  navigation,
  dev,
  users,
  passwords,
  outbox,
  psychometrics,
  clients,
  hobbies,
  kiosk,
  kioskSteps,
  seller,
  sellerProfile,
  comments,
  support,
  surveys,
  trainings,
  statistics,
  history,
  validation,
  settings,
  homes,
  demo,
  bpm,
  territories,
  dealerships,
  stations,
  cars,
  documents,
};

type Modules = typeof modules;
export type Messages = Catalogue<{ [M in keyof Modules]: Modules[M]['fr'] }>;

const pick = (lang: 'fr' | 'en') =>
  Object.fromEntries(Object.entries(modules).map(([key, value]) => [key, value[lang]])) as Messages;

export const catalogues = { fr: pick('fr'), en: pick('en') };
