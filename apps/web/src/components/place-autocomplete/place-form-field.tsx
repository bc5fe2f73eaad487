import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { PlaceAutocomplete, type PlaceAutocompleteProps } from './place-autocomplete';

type BoxProps = Omit<PlaceAutocompleteProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'>;

interface PlaceFormFieldProps<T extends FieldValues, TOut> extends BoxProps {
  control: Control<T, unknown, TOut>;
  /** A text field of the form: the place as the user typed it. */
  name: FieldPathByValue<T, string>;
}

/** The place box bound to one text field of a form: the field's problem, translated, shows under it. */
export function PlaceFormField<T extends FieldValues, TOut>({ control, name, ...box }: PlaceFormFieldProps<T, TOut>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlaceAutocomplete
          {...box}
          name={field.name}
          inputRef={field.ref}
          value={field.value as string}
          onChange={(text) => field.onChange(text)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message && t(fieldState.error.message)}
        />
      )}
    />
  );
}
