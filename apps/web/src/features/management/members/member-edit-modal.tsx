import { accountMessages } from '@edu/shared';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { Modal } from '@/components/ui/modal';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { type AdminMember, updateAdminMember } from './admin-members-api';

/** What the levels mean (the server accepts any of 1 to 10). */
const levelNames: Record<number, string> = { 1: '제한', 2: '일반 회원', 5: '스태프', 10: '관리자' };
const levels = Array.from({ length: 10 }, (_, n) => n + 1);

type Props = { member: AdminMember; onClose: () => void; onSaved: () => void };

/** The first problem with the edit in the order of the form, with the profile's texts (spec §5 Profile). */
function problemOf(edit: { name: string; phone: string; email: string }): string | null {
  if (!edit.name.trim()) return accountMessages.nameRequired;
  if (!edit.phone.trim()) return accountMessages.phoneRequired;
  if (!/^01\d{8,9}$/.test(edit.phone.replace(/\D/g, ''))) return accountMessages.phoneInvalid;
  if (!edit.email.trim()) return accountMessages.emailRequired;
  return null;
}

/** Edits a member's name, phone, email and level; the server checks everything again. */
export function MemberEditModal({ member, onClose, onSaved }: Props) {
  const dialog = useDialog();
  const id = useId();
  const [name, setName] = useState(member.name);
  const [phone, setPhone] = useState(member.phone);
  const [email, setEmail] = useState(member.email);
  const [level, setLevel] = useState(member.level);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf({ name, phone, email });
    if (problem) {
      await dialog.alert(problem);
      return;
    }
    setSaving(true);
    try {
      const { message } = await updateAdminMember(member.idx, {
        name: name.trim(),
        phone: phone.replace(/\D/g, ''),
        email: email.trim(),
        level,
      });
      await dialog.alert(message || accountMessages.profileUpdated);
      onSaved();
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="회원정보 수정">
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">
          아이디 <span className="font-semibold text-slate-900">{member.uid}</span>
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className={adminLabelClass}>
            이름
          </label>
          <input
            id={`${id}-name`}
            className={adminInputClass}
            value={name}
            maxLength={50}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-phone`} className={adminLabelClass}>
            휴대폰
          </label>
          <input
            id={`${id}-phone`}
            className={adminInputClass}
            inputMode="numeric"
            autoComplete="off"
            value={phone}
            maxLength={13}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className={adminLabelClass}>
            이메일
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={adminInputClass}
            value={email}
            maxLength={200}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-level`} className={adminLabelClass}>
            레벨
          </label>
          <select
            id={`${id}-level`}
            className={adminInputClass}
            value={level}
            onChange={(event) => setLevel(Number(event.target.value))}
          >
            {levels.map((value) => (
              <option key={value} value={value}>
                {levelNames[value] ? `${value} (${levelNames[value]})` : value}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
            취소
          </button>
          <button type="submit" className={adminButtonClass} disabled={saving}>
            {saving ? '저장 중…' : '저장'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
