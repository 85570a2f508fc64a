import type { RemoteProps } from '@nougaterie/contracts';
import { Route, Routes } from 'react-router-dom';
import { useBackofficeText } from '../i18n/useBackofficeText.js';
import { StaffFrame } from '../layout/StaffFrame.js';

/** Everything under /gestion: the routes below are relative to it (the shell mounts /gestion/*). */
export function BackOffice({ ctx }: RemoteProps) {
  const { t } = useBackofficeText(ctx.lang);
  return (
    <StaffFrame ctx={ctx}>
      <Routes>
        <Route index element={<h1>{t('app.name')}</h1>} />
        <Route path="*" element={<h1>{t('app.notFound')}</h1>} />
      </Routes>
    </StaffFrame>
  );
}
