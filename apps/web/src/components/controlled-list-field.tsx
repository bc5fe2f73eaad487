import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ListField, type ListFieldProps } from './list-field';

interface ControlledListFieldProps<T extends FieldValues> extends Omit<ListFieldProps, 'value' | 'onChange'> {
  control: Control<T>;
  /** A field of the form holding a list of texts. */
  name: FieldPath<T>;
}

/** A ListField bound to a list of texts in a react-hook-form form; an unset list shows empty. */
export function ControlledListField<T extends FieldValues>({ control, name, ...list }: ControlledListFieldProps<T>) {
  return <Controller control={control} name={name} render={({ field }) => <ListField {...list} value={(field.value ?? []) as readonly string[]} onChange={field.onChange} />} />;
}
