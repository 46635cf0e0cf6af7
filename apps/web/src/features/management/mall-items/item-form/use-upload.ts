import type { MallUploaded, MallUploadPurpose } from '@edu/shared';
import { useContext, useState } from 'react';
import { errorText } from '../../components/error-text';
import { uploadProblem } from '../lib/uploads';
import { uploadMallFile } from '../mall-items-api';
import { UploadTracker } from './form-kit';

/**
 * Uploads files for one purpose: checked here first (type, size), then sent; the refusal (ours or the
 * server's) is kept to be said beside the picker. Answers null when the file did not go up.
 */
export function useUpload(purpose: MallUploadPurpose) {
  const track = useContext(UploadTracker);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const upload = async (file: File): Promise<MallUploaded | null> => {
    const local = uploadProblem(purpose, file);
    if (local) {
      setProblem(`${file.name}: ${local}`);
      return null;
    }
    setBusy(true);
    setProblem('');
    track(1);
    try {
      return await uploadMallFile(purpose, file);
    } catch (error) {
      setProblem(`${file.name}: ${errorText(error)}`);
      return null;
    } finally {
      setBusy(false);
      track(-1);
    }
  };

  return { upload, busy, problem, clearProblem: () => setProblem('') };
}
