import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * A route loader that lets only a conference or session number through (1 to 9 digits); any other value of
 * the path parameter is the not-found page, so /{idx} never swallows unknown addresses.
 */
export const numericParam =
  (name: string) =>
  ({ params }: LoaderFunctionArgs) => {
    if (!/^[1-9]\d{0,8}$/.test(params[name] ?? '')) throw data(null, { status: 404 });
    return null;
  };
