import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { emptyPhone, isPhoneComplete, type PhoneParts, phoneDigits } from '@/components/form/phone-fields';
import { useDialog } from '@/components/ui/dialog-provider';
import { useCountdown } from './use-countdown';

type Options = {
  /** The call that sends the code by KakaoTalk. */
  sender: UseMutationResult<{ expiresIn: number }, Error, string>;
  initialPhone?: PhoneParts;
  /** Said when a box of the number is empty. */
  missingPhone: string;
  /** What to say when the code could not be sent. */
  failureText: (error: unknown) => string;
  /** What to say once it was sent. */
  sentNotice?: string;
};

/**
 * A phone proven by a KakaoTalk code: the number's boxes, the send (again), the code typed and the
 * time left. A changed number makes the code sent to the old one useless, so it is asked for again.
 */
export function usePhoneCode({
  sender,
  initialPhone = emptyPhone,
  missingPhone,
  failureText,
  sentNotice = '인증번호가 발송되었습니다.',
}: Options) {
  const dialog = useDialog();
  const countdown = useCountdown();
  const [phone, setPhone] = useState<PhoneParts>(initialPhone);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');

  const changePhone = (next: PhoneParts) => {
    setPhone(next);
    if (codeSent && phoneDigits(next) !== phoneDigits(phone)) {
      setCodeSent(false);
      setCode('');
      countdown.stop();
    }
  };

  const requestCode = async () => {
    if (!isPhoneComplete(phone)) return dialog.alert(missingPhone);
    try {
      const answer = await sender.mutateAsync(phoneDigits(phone));
      setCodeSent(true);
      setCode('');
      countdown.start(answer.expiresIn || 300);
      await dialog.alert(sentNotice);
    } catch (error) {
      setCodeSent(false);
      countdown.stop();
      await dialog.alert(failureText(error));
    }
  };

  return {
    phone,
    changePhone,
    codeSent,
    code,
    /** Keeps digits only, as the code is six digits. */
    setCode: (text: string) => setCode(text.replace(/\D/g, '')),
    clearCode: () => setCode(''),
    remaining: countdown.remaining,
    requestCode,
    sending: sender.isPending,
    stop: countdown.stop,
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
