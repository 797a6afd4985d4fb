import type { TezgahSchemas } from '@tezgah/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, unwrap } from '../api/api';
import { type Attention, followAttention } from '../api/live';
import { useUser } from '../app';
import { formatMoney, istanbulDay } from '../ui/format';
import { MARKETPLACE_NAMES } from '../ui/labels';
import { ErrorMessage, Loading } from '../ui/widgets';

const CHART_DAYS = 14;
const COLORS = ['#1b5e9e', '#c2410c', '#047857', '#7c3aed', '#b91c1c', '#0e7490', '#a16207'];

type Sales = TezgahSchemas['SalesResponse'];

/** Today and this week (Monday to today) in Istanbul, as the API sums them. */
async function salesOfTodayAndWeek(): Promise<{ today: Sales; week: Sales }> {
  const today = istanbulDay(new Date());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = istanbulDay(new Date(Date.parse(`${today}T12:00:00Z`) - weekday * 86_400_000));
  const [day, week] = await Promise.all([
    unwrap(api.GET('/v1/sales', { params: { query: { from_date: today, to_date: today } } })),
    unwrap(api.GET('/v1/sales', { params: { query: { from_date: monday, to_date: today } } })),
  ]);
  return { today: day, week };
}

/** Each marketplace (and currency) with today's and this week's orders and amounts, and the totals per currency. */
function SalesTable({ today, week, nameOf }: { today: Sales; week: Sales; nameOf: (slug: string) => string }) {
  const key = (m: Sales['marketplaces'][number]) => `${m.marketplace} ${m.currency}`;
  const rows = week.marketplaces.map((m) => ({ week: m, today: today.marketplaces.find((t) => key(t) === key(m)) }));
  if (rows.length === 0) return <p className="muted">Bu hafta satış yok.</p>;
  const cell = (m: Sales['marketplaces'][number] | undefined, currency: string) =>
    m ? `${m.orders} sipariş · ${formatMoney(m.amount, currency)}` : '—';
  return (
    <table data-testid="sales">
      <caption className="sr-only">Pazaryerine göre satışlar</caption>
      <thead>
        <tr>
          <th scope="col">Pazaryeri</th>
          <th scope="col">Bugün</th>
          <th scope="col">Bu hafta</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={key(row.week)}>
            <th scope="row">{nameOf(row.week.marketplace)}</th>
            <td>{cell(row.today, row.week.currency)}</td>
            <td>{cell(row.week, row.week.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

async function ordersPerDay() {
  const from = new Date(Date.now() - (CHART_DAYS - 1) * 86_400_000);
  const days = Array.from({ length: CHART_DAYS }, (_, index) => istanbulDay(new Date(from.getTime() + index * 86_400_000)));
  const counts = new Map<string, Map<string, number>>();
  for (let page = 1; page <= 5; page++) {
    const answer = await unwrap(api.GET('/v1/orders', { params: { query: { page, per_page: 100, from_date: days[0] } } }));
    for (const order of answer.data) {
      const byDay = counts.get(order.marketplace) ?? new Map<string, number>();
      const day = istanbulDay(new Date(order.created_at));
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
      counts.set(order.marketplace, byDay);
    }
    if (page >= answer.pagination.total_pages) break;
  }
  return { days, counts };
}

export function Home() {
  const user = useUser();
  // Pushed by the gateway while the page is open (server-sent events), not polled.
  const [attention, setAttention] = useState<Attention | null>(null);
  const [liveError, setLiveError] = useState<string | null>(null);
  useEffect(() => followAttention(setAttention, setLiveError), []);
  const names = useQuery({ queryKey: ['marketplaces'], queryFn: () => unwrap(api.GET('/v1/marketplaces')) });
  const nameOf = (slug: string) => names.data?.find((m) => m.slug === slug)?.name ?? MARKETPLACE_NAMES[slug] ?? slug;
  const chart = useQuery({ queryKey: ['orders-per-day'], queryFn: ordersPerDay, refetchInterval: 60_000 });
  const sales = useQuery({ queryKey: ['sales'], queryFn: salesOfTodayAndWeek, refetchInterval: 60_000 });
  return (
    <>
      <h1>Merhaba {user.name}</h1>
      <h2>Bugün ilgilenmeniz gerekenler</h2>
      {liveError ? (
        <p role="alert" className="error">
          {liveError}
        </p>
      ) : null}
      {attention ? (
        <ul className="cards attention" data-testid="attention">
          <li className="card">
            <Link to="/orders?status=created">
              <strong data-testid="orders-to-prepare">{attention.orders_to_prepare}</strong> hazırlanacak yeni sipariş
            </Link>
          </li>
          <li className="card">
            <Link to="/orders?status=processing">
              <strong data-testid="orders-preparing">{attention.orders_preparing}</strong> kargoya verilecek sipariş
            </Link>
          </li>
          <li className="card">
            <Link to="/webhooks">
              <strong data-testid="dead-deliveries">{attention.dead_deliveries}</strong> başarısız webhook iletimi
            </Link>
          </li>
          <li className="card">
            <Link to="/invoices?status=rejected">
              <strong data-testid="rejected-invoices">{attention.rejected_invoices}</strong> reddedilen fatura
            </Link>
          </li>
          <li className="card">
            <Link to="/products">
              <strong data-testid="out-of-stock">{attention.out_of_stock}</strong> stoğu biten ürün
            </Link>
          </li>
          <li className="card">
            {/* Answered on Trendyol itself: the console has no questions screen. */}
            {attention.questions_near_deadline === null ? (
              <span>Trendyol soruları şu an okunamıyor</span>
            ) : (
              <span>
                <strong data-testid="questions-near-deadline">{attention.questions_near_deadline}</strong> yanıt süresi dolmak üzere olan
                Trendyol sorusu
              </span>
            )}
          </li>
          {attention.reauthorization_required.map((slug) => (
            <li key={slug} className="card warn">
              <Link to="/marketplaces">{nameOf(slug)}: yeniden yetki gerekli</Link>
            </li>
          ))}
        </ul>
      ) : (
        <Loading />
      )}
      <h2>Satışlar</h2>
      <ErrorMessage error={sales.error} />
      {sales.data ? <SalesTable today={sales.data.today} week={sales.data.week} nameOf={nameOf} /> : null}
      <h2>Son {CHART_DAYS} günde pazaryerine göre siparişler</h2>
      <ErrorMessage error={chart.error} />
      {chart.data ? <OrdersChart days={chart.data.days} counts={chart.data.counts} /> : null}
    </>
  );
}

function OrdersChart({ days, counts }: { days: string[]; counts: Map<string, Map<string, number>> }) {
  const series = [...counts.entries()];
  const totals = days.map((day) => series.reduce((sum, [, byDay]) => sum + (byDay.get(day) ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = 640;
  const height = 180;
  const bar = width / days.length;
  if (series.length === 0) return <p className="muted">Bu dönemde sipariş yok.</p>;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={`Son ${days.length} günde günlük sipariş sayıları`}>
        {days.map((day, index) => {
          let y = height;
          return (
            <g key={day}>
              {series.map(([slug, byDay], seriesIndex) => {
                const value = byDay.get(day) ?? 0;
                const h = (value / max) * (height - 10);
                y -= h;
                return value ? (
                  <rect key={slug} x={index * bar + 4} y={y} width={bar - 8} height={h} fill={COLORS[seriesIndex % COLORS.length]} />
                ) : null;
              })}
              <text x={index * bar + bar / 2} y={height + 15} textAnchor="middle" fontSize="10">
                {day.slice(8)}
              </text>
              {totals[index] ? (
                <text x={index * bar + bar / 2} y={y - 3} textAnchor="middle" fontSize="10" data-testid="chart-value">
                  {totals[index]}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {series.map(([slug], index) => (
          <span key={slug} className="legend">
            <span className="swatch" style={{ background: COLORS[index % COLORS.length] }} aria-hidden="true" />
            {MARKETPLACE_NAMES[slug] ?? slug}: {[...(counts.get(slug)?.values() ?? [])].reduce((a, b) => a + b, 0)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
