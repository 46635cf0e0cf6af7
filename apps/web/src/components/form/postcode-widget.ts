/**
 * The Kakao (Daum) postcode search widget (integrations.md §4). It is a remote script from its current
 * host (react-daum-postcode's default), which the server's content security policy allows; on a
 * machine without internet it cannot load, and the form falls back to entering the address by hand.
 */
export const postcodeScriptUrl = 'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** How long to wait for the script before entering the address by hand instead. */
const loadTimeoutMs = 4000;

export type PostalAddress = { zipCode: string; address: string };

/** The widget's oncomplete data, the fields used here (integrations.md §4). */
type PostcodeData = {
  zonecode: string;
  userSelectedType: 'R' | 'J';
  roadAddress: string;
  jibunAddress: string;
  bname: string;
  buildingName: string;
};

type PostcodeConstructor = new (options: {
  oncomplete: (data: PostcodeData) => void;
  onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
}) => { open: () => void };

type PostcodeGlobals = {
  kakao?: { Postcode?: PostcodeConstructor };
  daum?: { Postcode?: PostcodeConstructor };
};

const widget = (): PostcodeConstructor | null => {
  const globals = window as unknown as PostcodeGlobals;
  return globals.kakao?.Postcode ?? globals.daum?.Postcode ?? null;
};

let loading: Promise<PostcodeConstructor | null> | null = null;

/** Loads the widget script once per page; answers null when it cannot (a failure is remembered). */
export function loadPostcodeWidget(): Promise<PostcodeConstructor | null> {
  if (loading) return loading;
  loading = new Promise((resolve) => {
    const ready = widget();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    const finish = (value: PostcodeConstructor | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), loadTimeoutMs);
    script.src = postcodeScriptUrl;
    script.async = true;
    script.onload = () => finish(widget());
    script.onerror = () => {
      script.remove();
      finish(null);
    };
    document.head.append(script);
  });
  return loading;
}

/** The address the visitor picked, composed as the widget's own examples do (road address plus its extra part). */
export function addressOf(data: PostcodeData): PostalAddress {
  if (data.userSelectedType !== 'R') return { zipCode: data.zonecode, address: data.jibunAddress };
  const extra = [data.bname, data.buildingName].filter((part) => part?.trim()).join(', ');
  return { zipCode: data.zonecode, address: extra ? `${data.roadAddress} (${extra})` : data.roadAddress };
}

/**
 * Opens the widget's search window; answers the chosen address, null when the visitor closed it, or
 * 'unavailable' when the widget cannot load here (the caller then asks for the address by hand).
 */
export async function searchPostcode(): Promise<PostalAddress | null | 'unavailable'> {
  const Postcode = await loadPostcodeWidget();
  if (!Postcode) return 'unavailable';
  return new Promise((resolve) => {
    let done = false;
    try {
      new Postcode({
        oncomplete: (data) => {
          done = true;
          resolve(addressOf(data));
        },
        onclose: () => {
          if (!done) resolve(null);
        },
      }).open();
    } catch {
      resolve('unavailable');
    }
  });
}
