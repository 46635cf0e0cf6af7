import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/modal';
import { getCancelPeople } from './admin-cancels-api';

type Props = { cancelIdx: number | null; onClose: () => void };

/** The people a cancel request names (spec §2: a modal lists people in a partial cancellation). */
export function CancelPeopleDialog({ cancelIdx, onClose }: Props) {
  const people = useQuery({
    queryKey: ['admin', 'cancel-people', cancelIdx],
    queryFn: () => getCancelPeople(cancelIdx ?? 0),
    enabled: cancelIdx !== null,
  });

  return (
    <Modal open={cancelIdx !== null} onOpenChange={(open) => !open && onClose()} title="취소 신청 인원">
      {people.isPending && <p className="text-slate-600">불러오는 중…</p>}
      {people.isError && <p className="text-red-700">{people.error.message}</p>}
      {people.data && (
        <ul className="divide-y divide-slate-200">
          {people.data.map((person) => (
            <li key={person.idx} className="flex justify-between py-2 text-sm">
              <span className="font-medium text-slate-900">{person.name}</span>
              <span className="text-slate-600">{person.church}</span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
