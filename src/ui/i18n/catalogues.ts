import type { Catalogue } from './define-messages.ts';
import { api } from './messages/api.ts';
import { app } from './messages/app.ts';
import { docs } from './messages/docs.ts';
import { errors } from './messages/errors.ts';
import { home } from './messages/home.ts';
import { language } from './messages/language.ts';
import { login } from './messages/login.ts';

// Every module's strings, under its own key: `t('login.submit')`.
const modules = { api, app, docs, errors, home, language, login };

type Modules = typeof modules;
export type Messages = Catalogue<{ [M in keyof Modules]: Modules[M]['fr'] }>;

const pick = (lang: 'fr' | 'en') =>
  Object.fromEntries(Object.entries(modules).map(([key, value]) => [key, value[lang]])) as Messages;

export const catalogues = { fr: pick('fr'), en: pick('en') };
