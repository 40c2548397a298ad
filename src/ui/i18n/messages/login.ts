import { defineMessages } from '#ui/i18n/define-messages.ts';

export const login = defineMessages({
  fr: {
    title: 'Connexion',
    heading: 'Se connecter',
    lead: 'Entrez votre courriel et votre mot de passe.',
    email: 'Courriel',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié?',
  },
  en: {
    title: 'Sign in',
    heading: 'Sign in',
    lead: 'Enter your email and password.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
  },
});
