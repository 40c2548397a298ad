import { Flex, Text } from '#ui/components/primitives.tsx';
import type { UploadError } from '#domain/validation/upload.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { FormField } from './form-field.tsx';

export type ImageUploadProps = {
  t: Translate;
  name: string;
  label: string;
  error?: string;
  /** The image stored now, shown beside the picker. */
  current?: { url: string; alt: string };
  required?: boolean;
};

export const uploadErrorMessage = (t: Translate, error: UploadError) => {
  switch (error.code) {
    case 'UPLOAD.EMPTY':
      return t('components.upload.errors.empty');
    case 'UPLOAD.TOO_LARGE':
      return t('components.upload.errors.tooLarge');
    case 'UPLOAD.UNSUPPORTED_TYPE':
      return t('components.upload.errors.unsupportedType');
  }
};

/**
 * A JPG or PNG picker that states the 2 MB rule up front. `accept` only filters the browser's
 * file dialog; the server decides with checkImageUpload. The form needs
 * `encType="multipart/form-data"`.
 */
export const ImageUpload = ({ t, name, label, error, current, required }: ImageUploadProps) => (
  <Flex gap="4" align="start" className="image-upload">
    {current ? (
      <figure className="image-upload-current">
        <img src={current.url} alt={current.alt} />
        <Text asChild size="1" color="gray" align="center">
          <figcaption>{t('components.upload.current')}</figcaption>
        </Text>
      </figure>
    ) : null}
    <FormField
      as="custom"
      name={name}
      label={label}
      hint={t('components.upload.hint')}
      error={error}
      required={required}
    >
      {(control) => (
        <input {...control} type="file" accept="image/jpeg,image/png" className="file-input" />
      )}
    </FormField>
  </Flex>
);
