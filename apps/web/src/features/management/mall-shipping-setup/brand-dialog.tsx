import type { Brand } from '@edu/shared';
import { useState } from 'react';
import { TextBox } from '../components/admin-field';
import { DialogForm, SaveFormDialog, type SaveFormProps } from '../components/admin-form-dialog';
import { useDialogCheck } from '../components/use-dialog-check';
import type { SaveDialogProps } from '../components/use-save-dialog';
import { type BrandBody, brandRequestOf } from './lib/brand-form';

/** Adding or renaming a brand: its name, required. */
export function BrandDialog(props: SaveDialogProps<Brand, BrandBody>) {
  return (
    <SaveFormDialog {...props} noun="브랜드">
      {(form) => <BrandForm {...form} />}
    </SaveFormDialog>
  );
}

function BrandForm({ item, ...form }: SaveFormProps<Brand, BrandBody>) {
  const check = useDialogCheck<'name'>();
  const [name, setName] = useState(item?.name ?? '');
  return (
    <DialogForm {...form} onSubmit={() => check.send(brandRequestOf(name), 'name', form.onSubmit)}>
      <TextBox
        {...check.box('name')}
        label="브랜드 이름"
        required
        value={name}
        disabled={form.busy}
        onChange={setName}
      />
    </DialogForm>
  );
}
