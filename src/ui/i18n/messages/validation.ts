import { defineMessages } from '#ui/i18n/define-messages.ts';

/**
 * What a request that does not match its schema is told, field by field: the messages of the one
 * zod error map (docs/decisions/029-validation-messages.md), so no library text reaches a user.
 */
export const validation = defineMessages({
  fr: {
    required: 'Ce champ est requis.',
    expected: {
      string: 'Ce champ doit être du texte.',
      number: 'Ce champ doit être un nombre.',
      integer: 'Ce champ doit être un nombre entier.',
      boolean: 'Ce champ doit valoir vrai ou faux.',
      array: 'Ce champ doit être une liste.',
      object: 'Ce champ doit être un objet.',
      file: 'Ce champ doit être un fichier.',
      other: 'Ce champ n’a pas le bon type.',
    },
    tooSmall: {
      string: 'Entrez au moins {{min}} caractère(s).',
      number: 'La valeur doit être au moins {{min}}.',
      numberExclusive: 'La valeur doit être plus grande que {{min}}.',
      array: 'Choisissez au moins {{min}} élément(s).',
      other: 'La valeur est trop petite.',
    },
    tooBig: {
      string: 'Entrez au plus {{max}} caractères.',
      number: 'La valeur doit être au plus {{max}}.',
      numberExclusive: 'La valeur doit être plus petite que {{max}}.',
      array: 'Choisissez au plus {{max}} éléments.',
      file: 'Le fichier est trop volumineux.',
      other: 'La valeur est trop grande.',
    },
    format: {
      id: 'L’identifiant n’est pas valide.',
      email: 'Entrez un courriel valide.',
      url: 'Entrez une adresse web valide.',
      date: 'Entrez une date valide (AAAA-MM-JJ).',
      datetime: 'Entrez une date et une heure valides.',
      other: 'Le format n’est pas valide.',
    },
    oneOf: 'Valeur inconnue. Valeurs permises : {{values}}.',
    unknownFields: 'Champ(s) inconnu(s) : {{keys}}.',
    multipleOf: 'La valeur doit être un multiple de {{divisor}}.',
    invalid: 'La valeur n’est pas valide.',
    characters:
      'Ce texte contient un caractère non permis (caractère nul ou caractère Unicode incomplet).',
  },
  en: {
    required: 'This field is required.',
    expected: {
      string: 'This field must be text.',
      number: 'This field must be a number.',
      integer: 'This field must be a whole number.',
      boolean: 'This field must be true or false.',
      array: 'This field must be a list.',
      object: 'This field must be an object.',
      file: 'This field must be a file.',
      other: 'This field has the wrong type.',
    },
    tooSmall: {
      string: 'Enter at least {{min}} character(s).',
      number: 'The value must be at least {{min}}.',
      numberExclusive: 'The value must be greater than {{min}}.',
      array: 'Choose at least {{min}} item(s).',
      other: 'The value is too small.',
    },
    tooBig: {
      string: 'Enter at most {{max}} characters.',
      number: 'The value must be at most {{max}}.',
      numberExclusive: 'The value must be less than {{max}}.',
      array: 'Choose at most {{max}} items.',
      file: 'The file is too large.',
      other: 'The value is too large.',
    },
    format: {
      id: 'The identifier is not valid.',
      email: 'Enter a valid email.',
      url: 'Enter a valid web address.',
      date: 'Enter a valid date (YYYY-MM-DD).',
      datetime: 'Enter a valid date and time.',
      other: 'The format is not valid.',
    },
    oneOf: 'Unknown value. Allowed values: {{values}}.',
    unknownFields: 'Unknown field(s): {{keys}}.',
    multipleOf: 'The value must be a multiple of {{divisor}}.',
    invalid: 'The value is not valid.',
    characters:
      'This text contains a character that is not allowed (a null character or an incomplete Unicode character).',
  },
});
