/** /admin/exportar: the whole site out as a zip and back in (docs/export-format.md, "From the admin"). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { langFromPath } from '@portfolio/content/paths';
import { TransferScreen } from '../../../features/transfer';
import { ensureLanguage } from '../../../lib/i18n';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  await ensureLanguage(lang, ['common', 'pages', 'admin', 'transfer']);
  return { lang };
}

export function Component() {
  const { lang } = useLoaderData<typeof loader>();
  return <TransferScreen lang={lang} />;
}
