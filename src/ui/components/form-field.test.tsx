import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elements, testContext } from '#tests/fixtures/page-context.ts';
import { CsrfField } from './csrf-field.tsx';
import { FormErrors } from './form-errors.tsx';
import { FormField } from './form-field.tsx';

const { t } = testContext('fr');

describe('FormField', () => {
  it('ties the label to the input and says nothing extra when all is well', () => {
    const html = renderToString(<FormField name="email" type="email" label="Courriel" required />);
    expect(html).toContain('<label');
    expect(html).toContain('for="field-email"');
    expect(html).toMatch(/<input[^>]*id="field-email"[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*required/);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });

  it("shows the server's error under the field, marks it invalid and reads the error first", () => {
    const html = renderToString(
      <FormField
        name="phone"
        label="Téléphone"
        hint="Dix chiffres"
        error="Numéro invalide"
        defaultValue="555"
      />,
    );
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="field-phone-error field-phone-hint"/);
    expect(html).toMatch(/id="field-phone-error"[^>]*>.*Numéro invalide/);
    expect(html).toMatch(/id="field-phone-hint"[^>]*>Dix chiffres/);
    expect(html).toMatch(/<input[^>]*value="555"/);
  });

  it('renders a native select that posts without JavaScript', () => {
    const html = renderToString(
      <FormField
        as="select"
        name="role"
        label="Rôle"
        placeholder="Choisissez"
        options={[
          { value: 'seller', label: 'Conseiller' },
          { value: 'admin', label: 'Administrateur' },
        ]}
        defaultValue="admin"
      />,
    );
    expect(html).toMatch(/<select[^>]*id="field-role"[^>]*name="role"/);
    expect(html).toContain('<option value="">Choisissez</option>');
    expect(html).toContain('<option value="admin" selected="">Administrateur</option>');
  });

  it('renders a textarea and a custom control with the same wiring', () => {
    expect(renderToString(<FormField as="textarea" name="notes" label="Notes" rows={3} />)).toMatch(
      /<textarea[^>]*id="field-notes"[^>]*name="notes"[^>]*rows="3"/,
    );
    const custom = renderToString(
      <FormField as="custom" name="photo" label="Photo" error="Trop gros">
        {(control) => <input type="file" {...control} />}
      </FormField>,
    );
    expect(elements(custom, 'input')).toEqual([
      {
        type: 'file',
        id: 'field-photo',
        name: 'photo',
        'aria-describedby': 'field-photo-error',
        'aria-invalid': 'true',
      },
    ]);
  });
});

describe('FormErrors', () => {
  it('renders nothing when there is no error', () => {
    expect(renderToString(<FormErrors t={t} errors={[]} />)).toBe('');
  });

  it('announces the summary and links each error to its field', () => {
    const html = renderToString(
      <FormErrors
        t={t}
        errors={[
          { fieldId: 'field-phone', label: 'Téléphone', message: 'Numéro invalide' },
          { message: 'Vérifiez votre mot de passe.' },
        ]}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Le formulaire contient des erreurs');
    expect(html).toMatch(/href="#field-phone"[^>]*>Téléphone : Numéro invalide</);
    expect(html).toContain('<li>Vérifiez votre mot de passe.</li>');
  });
});

describe('CsrfField', () => {
  it('is a hidden csrfToken field', () => {
    expect(renderToString(<CsrfField token="abc" />)).toBe(
      '<input type="hidden" name="csrfToken" value="abc"/>',
    );
  });
});
