import type { Lang } from '@nougaterie/contracts';
import type { AdminApi } from '@nougaterie/contracts/admin';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { PATHS } from '../common/paths.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { AuditPage } from '../audit/AuditPage.js';
import { CodePage, NewCodePage } from '../codes/CodePage.js';
import { CategoriesPage } from '../categories/CategoriesPage.js';
import { CodesPage } from '../codes/CodesPage.js';
import { CustomerPage } from '../customers/CustomerPage.js';
import { CustomersPage } from '../customers/CustomersPage.js';
import { DashboardPage } from '../dashboard/DashboardPage.js';
import { EnrolPage } from '../enrol/EnrolPage.js';
import { InboxMessagePage } from '../inbox/InboxMessagePage.js';
import { InboxPage } from '../inbox/InboxPage.js';
import { useT } from '../i18n/useBackofficeText.js';
import { StaffFrame } from '../layout/StaffFrame.js';
import { OrderPage } from '../orders/OrderPage.js';
import { OrdersPage } from '../orders/OrdersPage.js';
import { PackingSlipsPage, OrderSlipPage } from '../orders/PackingSlips.js';
import { CategoriesProvider, type LoadCategories } from '../products/categories.js';
import { NewProductPage, ProductPage } from '../products/ProductPage.js';
import { ProductsPage } from '../products/ProductsPage.js';
import { StaffSessionProvider, useStaff } from '../session/StaffSession.js';
import type { TokenStore } from '../session/staffApi.js';
import { SignInPage } from '../sign/SignInPage.js';
import { SettingsPage } from '../settings/SettingsPage.js';
import { StockPage } from '../stock/StockPage.js';
import { TeamPage } from '../team/TeamPage.js';
import { TourDayPage } from '../tours/TourDayPage.js';
import { TourPage } from '../tours/TourPage.js';
import { ToursPage } from '../tours/ToursPage.js';

/** The signed-in pages: the sign-in page first, coming back here after. */
function RequireStaff() {
  const { t } = useT();
  const { member } = useStaff();
  const { pathname, search } = useLocation();
  if (member === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (!member) return <Navigate to={`${PATHS.signIn}?${new URLSearchParams({ retour: pathname + search })}`} replace />;
  return <Outlet />;
}

function OwnerOnly() {
  const { t } = useT();
  useStaffTitle(t('app.ownerOnlyTitle'));
  return (
    <>
      <h1>{t('app.ownerOnlyTitle')}</h1>
      <p>{t('app.ownerOnly')}</p>
    </>
  );
}

/** Staff accounts and the audit log are the owners' (the api refuses them to staff too). */
function RequireOwner() {
  const { member } = useStaff();
  return member?.role === 'owner' ? <Outlet /> : <OwnerOnly />;
}

function NotFound() {
  const { t } = useT();
  useStaffTitle(t('app.notFound'));
  return <h1>{t('app.notFound')}</h1>;
}

/** Every page under /gestion; the routes are relative to it (the shell mounts /gestion/*). */
export function StaffApp({
  api,
  tokens,
  lang,
  setLang,
  categories,
}: {
  api: AdminApi;
  tokens: TokenStore;
  lang: Lang;
  setLang: (lang: Lang) => void;
  /** The shop's categories (a public call), which the catalogue's pages offer. */
  categories: LoadCategories;
}) {
  return (
    <StaffSessionProvider api={api} tokens={tokens} lang={lang} setLang={setLang}>
      <CategoriesProvider load={categories}>
        <StaffFrame>
          <Routes>
            <Route path="connexion" element={<SignInPage />} />
            <Route path="inscription/:token" element={<EnrolPage />} />
            <Route element={<RequireStaff />}>
              <Route index element={<DashboardPage />} />
              <Route path="commandes" element={<OrdersPage />} />
              <Route path="commandes/:reference" element={<OrderPage />} />
              <Route path="commandes/:reference/bordereau" element={<OrderSlipPage />} />
              <Route path="bordereaux" element={<PackingSlipsPage />} />
              <Route path="stock" element={<StockPage />} />
              <Route path="produits" element={<ProductsPage />} />
              <Route path="produits/nouveau" element={<NewProductPage />} />
              <Route path="produits/:id" element={<ProductPage />} />
              <Route path="clients" element={<CustomersPage />} />
              <Route path="clients/:id" element={<CustomerPage />} />
              <Route path="categories" element={<CategoriesPage />} />
              <Route path="codes" element={<CodesPage />} />
              <Route path="codes/nouveau" element={<NewCodePage />} />
              <Route path="codes/:id" element={<CodePage />} />
              <Route path="visites" element={<ToursPage />} />
              <Route path="visites/jour/:day" element={<TourDayPage />} />
              <Route path="visites/:id" element={<TourPage />} />
              <Route path="messages" element={<InboxPage />} />
              <Route path="messages/:kind/:id" element={<InboxMessagePage />} />
              <Route element={<RequireOwner />}>
                <Route path="equipe" element={<TeamPage />} />
                <Route path="journal" element={<AuditPage />} />
                <Route path="reglages" element={<SettingsPage />} />
              </Route>
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </StaffFrame>
      </CategoriesProvider>
    </StaffSessionProvider>
  );
}
