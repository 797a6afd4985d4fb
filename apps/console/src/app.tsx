import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { roleAllows, type Role, session, type User } from './api/session';
import { SignIn } from './screens/sign-in';
import { ROLE } from './ui/labels';
import { Loading } from './ui/widgets';
import { NoticeRegion } from './ui/notice';

const Home = lazy(() => import('./screens/home').then((m) => ({ default: m.Home })));
const Products = lazy(() => import('./screens/products').then((m) => ({ default: m.Products })));
const ProductDetail = lazy(() => import('./screens/product-detail').then((m) => ({ default: m.ProductDetail })));
const BulkImport = lazy(() => import('./screens/bulk-import').then((m) => ({ default: m.BulkImport })));
const Orders = lazy(() => import('./screens/orders').then((m) => ({ default: m.Orders })));
const OrderDetail = lazy(() => import('./screens/order-detail').then((m) => ({ default: m.OrderDetail })));
const Marketplaces = lazy(() => import('./screens/marketplaces').then((m) => ({ default: m.Marketplaces })));
const Webhooks = lazy(() => import('./screens/webhooks').then((m) => ({ default: m.Webhooks })));
const Shipments = lazy(() => import('./screens/shipments').then((m) => ({ default: m.Shipments })));
const Invoices = lazy(() => import('./screens/invoices').then((m) => ({ default: m.Invoices })));
const Jobs = lazy(() => import('./screens/jobs').then((m) => ({ default: m.Jobs })));
const Settings = lazy(() => import('./screens/settings').then((m) => ({ default: m.Settings })));

const UserContext = createContext<User | null>(null);

/** The signed-in user; screens ask `useCan('staff')` before drawing a write action. */
export function useUser(): User {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside a session');
  return user;
}

export function useCan(needed: Role): boolean {
  return roleAllows(useContext(UserContext)?.role, needed);
}

/** The menu, each entry with the least role its screen is of use to (a viewer cannot upload nor read webhooks). */
const NAV: readonly (readonly [string, string, Role])[] = [
  ['/', 'Ana sayfa', 'viewer'],
  ['/products', 'Ürünler', 'viewer'],
  ['/import', 'Toplu yükleme', 'staff'],
  ['/orders', 'Siparişler', 'viewer'],
  ['/marketplaces', 'Pazaryerleri', 'viewer'],
  ['/shipments', 'Kargo', 'viewer'],
  ['/invoices', 'Faturalar', 'viewer'],
  ['/jobs', 'İşler', 'viewer'],
  ['/webhooks', 'Webhook’lar', 'admin'],
  ['/settings', 'Ayarlar', 'viewer'],
];

export function App() {
  const user = useSyncExternalStore(session.subscribe, session.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const queries = useQueryClient();
  // Another user's cached answers must never show after a sign-out.
  useEffect(() => {
    if (!user) queries.clear();
  }, [user, queries]);
  if (!user) return <SignIn />;
  // At a phone's width the menu folds behind its button, and folds again once a screen is chosen.
  const closeMenu = () => setMenuOpen(false);
  return (
    <UserContext.Provider value={user}>
      <a className="skip" href="#main">
        İçeriğe geç
      </a>
      <header className="top">
        <span className="brand">Tezgah</span>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menü
        </button>
        <nav aria-label="Ana menü" id="main-menu" className={menuOpen ? 'open' : undefined}>
          <ul>
            {NAV.filter(([, , needed]) => roleAllows(user.role, needed)).map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} onClick={closeMenu}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="who" data-testid="who">
          <span>{user.name}</span>
          <span className="muted">
            {user.email} · {ROLE[user.role]} · kiracı: {user.tenant_id}
          </span>
          <button type="button" onClick={() => void session.signOut()}>
            Çıkış yap
          </button>
        </div>
      </header>
      <NoticeRegion />
      <main id="main">
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/products" element={<Products />} />
            <Route path="/products/:id" element={<ProductDetail />} />
            <Route path="/import" element={<BulkImport />} />
            <Route path="/orders" element={<Orders />} />
            <Route path="/orders/:id" element={<OrderDetail />} />
            <Route path="/marketplaces" element={<Marketplaces />} />
            <Route path="/shipments" element={<Shipments />} />
            <Route path="/invoices" element={<Invoices />} />
            <Route path="/webhooks" element={<Webhooks />} />
            <Route path="/jobs" element={<Jobs />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="*" element={<h1>Sayfa bulunamadı</h1>} />
          </Routes>
        </Suspense>
      </main>
    </UserContext.Provider>
  );
}
