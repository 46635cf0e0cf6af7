import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { adminButtonClass } from '../components/admin-styles';
import { getKioskInfo, type KioskInfo, kioskQueryKey, saveKioskInfo } from './kiosk-api';
import { KioskPanel, type KioskPanelValue } from './kiosk-panel';
import { type KioskDevice, kioskTexts, textProblem } from './kiosk-rules';

const devices: KioskDevice[] = ['kiosk', 'tablet'];

const panelsOf = (info: KioskInfo): Record<KioskDevice, KioskPanelValue> => ({
  kiosk: { title: info.kioskTitle, description: info.kioskDescription, image: info.kioskImage, file: null },
  tablet: {
    title: info.tabletTitle,
    description: info.tabletDescription,
    image: info.tabletImage,
    file: null,
  },
});

/** The first text that does not fit a display, as the server would word it. */
function problemOf(panels: Record<KioskDevice, KioskPanelValue>): string | null {
  for (const device of devices) {
    const problem =
      textProblem(device, 'title', panels[device].title.trim()) ??
      textProblem(device, 'description', panels[device].description.trim());
    if (problem) return problem;
  }
  return null;
}

function KioskForm({ info }: { info: KioskInfo }) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [panels, setPanels] = useState(() => panelsOf(info));
  const [saving, setSaving] = useState(false);
  // Bumped after a save so the panels start afresh (their file pickers emptied).
  const [version, setVersion] = useState(0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(panels);
    if (problem) {
      await dialog.alert(problem);
      return;
    }
    const form = new FormData();
    for (const device of devices) {
      form.append(`${device}Title`, panels[device].title.trim());
      form.append(`${device}Description`, panels[device].description.trim());
      const file = panels[device].file;
      if (file) form.append(`${device}Image`, file, file.name);
    }
    setSaving(true);
    try {
      const { contents } = await saveKioskInfo(form);
      queryClient.setQueryData(kioskQueryKey, contents);
      setPanels(panelsOf(contents));
      setVersion((current) => current + 1);
      await dialog.alert(kioskTexts.saved);
    } catch (error) {
      // A refusal of the input says which field; anything else is the plain failure text.
      const reason = error instanceof ApiError && error.status === 400 ? `\n${error.message}` : '';
      await dialog.alert(`${kioskTexts.saveFailed}${reason}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="space-y-6" onSubmit={save} noValidate>
      <div className="grid gap-6 lg:grid-cols-2">
        {devices.map((device) => (
          <KioskPanel
            key={`${device}-${version}`}
            device={device}
            value={panels[device]}
            onChange={(value) => setPanels((current) => ({ ...current, [device]: value }))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <button type="submit" className={adminButtonClass} disabled={saving}>
          {saving ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}

/** What the check-in kiosk and the tablets display (spec §2 Kiosk/tablet). */
export function Tab() {
  const kiosk = useQuery({ queryKey: kioskQueryKey, queryFn: ({ signal }) => getKioskInfo(signal) });
  if (kiosk.isError)
    return (
      <p role="alert" className="whitespace-pre-line rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {kioskTexts.loadFailed}
      </p>
    );
  if (!kiosk.data) return <p className="text-sm text-slate-500">불러오는 중…</p>;
  return <KioskForm info={kiosk.data} />;
}
