import { pathOf, type Statistics, toLanguageTag } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useStatisticsQuery } from '../../api/statistics.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { StatFigure, StatTile } from '../../components/StatTile.tsx';
import { formatBytes } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { ChartCard, NumbersTable } from './ChartCard.tsx';
import styles from './StatisticsPage.module.css';

/** The app's colours (styles/global.css): charts draw with them, never with colours of their own. */
const COLOURS = {
  photos: 'var(--color-accent)',
  videos: 'var(--color-sage)',
  awake: 'var(--color-sage)',
  asleep: 'var(--color-ink-faint)',
  grid: 'var(--color-line)',
  ink: 'var(--color-ink-soft)',
} as const;

const AXIS = { fontSize: 12, fill: COLOURS.ink } as const;
const TOOLTIP = {
  contentStyle: {
    border: '1px solid var(--color-line)',
    borderRadius: 8,
    background: 'var(--color-surface)',
    boxShadow: 'var(--shadow-m)',
    fontSize: 13,
  },
  cursor: { fill: 'var(--color-surface-sunken)' },
} as const;

/** One series of a column chart: stacked on the one before it when there are two. */
interface Series {
  key: string;
  name: string;
  colour: string;
}

/**
 * Columns by month or by day, one series or two stacked: the top of the last one is rounded.
 * `ticks` keeps the first and last label (months) or spaces them out (days).
 */
function ColumnChart({
  data,
  series,
  radius,
  ticks,
  maxBarSize,
  yWidth = 44,
  yFormatter,
  tooltipFormatter,
}: {
  data: object[];
  series: Series[];
  radius: number;
  ticks: 'ends' | 'spaced';
  maxBarSize?: number;
  yWidth?: number;
  yFormatter?: (value: number) => string;
  tooltipFormatter?: (value: unknown) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 4, left: -12, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={COLOURS.grid} />
        <XAxis
          dataKey="label"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          {...(ticks === 'ends' ? { interval: 'preserveStartEnd' as const } : { minTickGap: 24 })}
        />
        <YAxis
          allowDecimals={false}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          width={yWidth}
          {...(yFormatter ? { tickFormatter: yFormatter } : {})}
        />
        <Tooltip {...TOOLTIP} {...(tooltipFormatter ? { formatter: tooltipFormatter } : {})} />
        {series.map((entry, index) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.name}
            fill={entry.colour}
            isAnimationActive={false}
            {...(maxBarSize ? { maxBarSize } : {})}
            {...(series.length > 1 ? { stackId: 'stack' } : {})}
            {...(index === series.length - 1
              ? { radius: [radius, radius, 0, 0] as [number, number, number, number] }
              : {})}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function useFormats() {
  const tag = toLanguageTag(currentLocale());
  const number = new Intl.NumberFormat(tag);
  const hours = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  // Months and days are UTC on the server: formatted in UTC, so a month is never shown as the one before.
  const monthShort = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayShort = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    hours: (seconds: number) => hours.format(seconds / 3600),
    minutes: (seconds: number) => number.format(Math.round(seconds / 60)),
    monthShort: (month: string) => monthShort.format(new Date(`${month}-01T00:00:00Z`)),
    monthLong: (month: string) => monthLong.format(new Date(`${month}-01T00:00:00Z`)),
    day: (day: string) => dayShort.format(new Date(`${day}T00:00:00Z`)),
  };
}

type Formats = ReturnType<typeof useFormats>;

/**
 * Create > Statistics: the person's own numbers. Their library (uploads per month, by type and by
 * source, video storage), their albums (owned, shared, what was added to shared albums), and what
 * their frames showed and how long they were online. Each chart has its table.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [frameId, setFrameId] = useState<number | null>(null);
  const statistics = useStatisticsQuery(frameId);
  const formats = useFormats();

  return (
    <>
      <PageHeader description={t('statistics.description')} />
      <QueryState query={statistics} loading={t('statistics.loading')} className={styles.muted}>
        {(data) => (
          <>
            <LibrarySection data={data} formats={formats} />
            <FramesSection data={data} formats={formats} frameId={frameId} onFrameChange={setFrameId} />
          </>
        )}
      </QueryState>
    </>
  );
}

function LibrarySection({ data, formats }: { data: Statistics; formats: Formats }) {
  const { t } = useTranslation();
  const { library, albums, videoStorage } = data;
  const total = library.photos + library.videos;
  const uploaded = data.uploadsByMonth.reduce((sum, month) => sum + month.photos + month.videos, 0);
  const added = albums.addedToSharedByMonth.reduce((sum, month) => sum + month.count, 0);
  const sources = library.bySource.filter((entry) => entry.count > 0);
  const sourceName = (source: string) => t(`statistics.sources.${source}`);
  const storageShare = Math.min(100, Math.max(0, videoStorage.percentage));
  const uploadsChart = data.uploadsByMonth.map((month) => ({ ...month, label: formats.monthShort(month.month) }));

  return (
    <Section title={t('statistics.library.title')}>
      <div className={styles.tiles}>
        {(['photos', 'videos'] as const).map((kind) => (
          <StatTile
            key={kind}
            label={t(`statistics.library.${kind}`)}
            value={formats.number(library[kind])}
            caption={
              <>
                <span className={styles.swatch} style={{ background: COLOURS[kind] }} aria-hidden="true" />
                {t('statistics.library.share', {
                  percent: total === 0 ? 0 : Math.round((library[kind] / total) * 100),
                })}
              </>
            }
          />
        ))}
        <StatTile
          label={t('statistics.albums.owned')}
          value={formats.number(albums.owned)}
          caption={
            <>
              {t('statistics.albums.sharedByYou', { count: albums.sharedByYou })}
              {' · '}
              {t('statistics.albums.sharedWithYou', { count: albums.sharedWithYou })}
            </>
          }
        />
        <StatTile
          label={t('statistics.videoStorage.title')}
          value={formatBytes(videoStorage.usedBytes, currentLocale())}
          caption={t('statistics.videoStorage.of', {
            used: formatBytes(videoStorage.usedBytes, currentLocale()),
            total: formatBytes(videoStorage.totalBytes, currentLocale()),
          })}
        >
          <meter
            className={styles.meter}
            aria-label={t('statistics.videoStorage.title')}
            min={0}
            max={100}
            value={storageShare}
          />
        </StatTile>
      </div>

      <div className={styles.cards}>
        <ChartCard
          wide
          title={t('statistics.uploads.title')}
          value={formats.number(uploaded)}
          caption={t('statistics.uploads.caption', { count: uploaded })}
          summary={t('statistics.uploads.summary', { count: uploaded })}
          emptyText={uploaded === 0 ? t('statistics.uploads.empty') : null}
          legend={[
            { label: t('statistics.library.photos'), colour: COLOURS.photos },
            { label: t('statistics.library.videos'), colour: COLOURS.videos },
          ]}
          chart={
            <ColumnChart
              data={uploadsChart}
              ticks="ends"
              radius={4}
              maxBarSize={36}
              series={[
                { key: 'photos', name: t('statistics.library.photos'), colour: COLOURS.photos },
                { key: 'videos', name: t('statistics.library.videos'), colour: COLOURS.videos },
              ]}
            />
          }
          table={
            <NumbersTable
              caption={t('statistics.uploads.title')}
              head={[t('statistics.table.month'), t('statistics.library.photos'), t('statistics.library.videos')]}
              rows={data.uploadsByMonth.map((month) => [
                formats.monthLong(month.month),
                formats.number(month.photos),
                formats.number(month.videos),
              ])}
            />
          }
        />
        <ChartCard
          title={t('statistics.sources.title')}
          value={formats.number(total)}
          caption={t('statistics.sources.caption', { count: total })}
          summary={t('statistics.sources.summary', {
            list: sources.map((entry) => `${sourceName(entry.source)}: ${formats.number(entry.count)}`).join(', '),
          })}
          emptyText={total === 0 ? t('statistics.sources.empty') : null}
          chartHeight={Math.max(2, sources.length) * 40}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={sources.map((entry) => ({ ...entry, label: sourceName(entry.source) }))}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 12, left: 0, bottom: 0 }}
              >
                <XAxis type="number" hide allowDecimals={false} />
                <YAxis type="category" dataKey="label" tick={AXIS} tickLine={false} axisLine={false} width={96} />
                <Tooltip {...TOOLTIP} />
                <Bar
                  dataKey="count"
                  name={t('statistics.sources.items')}
                  fill={COLOURS.photos}
                  radius={[0, 4, 4, 0]}
                  barSize={18}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <NumbersTable
              caption={t('statistics.sources.title')}
              head={[t('statistics.table.source'), t('statistics.sources.items')]}
              rows={library.bySource.map((entry) => [sourceName(entry.source), formats.number(entry.count)])}
            />
          }
        />
        <ChartCard
          title={t('statistics.shared.title')}
          value={formats.number(added)}
          caption={t('statistics.shared.caption', { count: added })}
          summary={t('statistics.shared.summary', { count: added })}
          emptyText={
            albums.sharedByYou + albums.sharedWithYou === 0
              ? t('statistics.shared.noAlbums')
              : added === 0
                ? t('statistics.shared.empty')
                : null
          }
          chart={
            <ColumnChart
              data={albums.addedToSharedByMonth.map((month) => ({ ...month, label: formats.monthShort(month.month) }))}
              ticks="ends"
              radius={4}
              series={[{ key: 'count', name: t('statistics.shared.items'), colour: COLOURS.videos }]}
            />
          }
          table={
            <NumbersTable
              caption={t('statistics.shared.title')}
              head={[t('statistics.table.month'), t('statistics.shared.items')]}
              rows={albums.addedToSharedByMonth.map((month) => [
                formats.monthLong(month.month),
                formats.number(month.count),
              ])}
            />
          }
        />
      </div>
    </Section>
  );
}

function FramesSection({
  data,
  formats,
  frameId,
  onFrameChange,
}: {
  data: Statistics;
  formats: Formats;
  frameId: number | null;
  onFrameChange: (frameId: number | null) => void;
}) {
  const { t } = useTranslation();
  const shown = data.frameDays.reduce((sum, day) => sum + day.shown, 0);
  const online = data.frameDays.reduce((sum, day) => sum + day.onlineSeconds, 0);
  const asleep = data.frameDays.reduce((sum, day) => sum + day.asleepSeconds, 0);
  // Under an hour on every day: the chart counts minutes, so its scale reads as whole numbers.
  const inMinutes = Math.max(...data.frameDays.map((day) => day.onlineSeconds)) < 3600;
  const unit = inMinutes ? 60 : 3600;
  const days = data.frameDays.map((day) => ({
    ...day,
    label: formats.day(day.day),
    awake: (day.onlineSeconds - day.asleepSeconds) / unit,
    asleep: day.asleepSeconds / unit,
  }));
  const duration = (seconds: number) =>
    seconds < 3600
      ? t('statistics.online.minutes', { minutes: formats.minutes(seconds) })
      : t('statistics.online.hours', { hours: formats.hours(seconds) });
  const frameName = (id: number) => data.frames.find((frame) => frame.id === id)?.name ?? '';
  const durationTooltip = (value: unknown) => duration(Number(value) * unit);

  return (
    <Section
      title={t('statistics.frames.title')}
      actions={
        data.frames.length > 1 ? (
          <label className={styles.frameChoice}>
            <span>{t('statistics.frames.choose')}</span>
            <select
              value={frameId ?? ''}
              onChange={(event) => onFrameChange(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('statistics.frames.all')}</option>
              {data.frames.map((frame) => (
                <option key={frame.id} value={frame.id}>
                  {frame.name}
                </option>
              ))}
            </select>
          </label>
        ) : undefined
      }
    >
      {data.frames.length === 0 ? (
        <EmptyState
          title={t('statistics.frames.emptyTitle')}
          body={t('statistics.frames.emptyBody')}
          actions={<ButtonLink to={pathOf('frames')}>{t('statistics.frames.goToFrames')}</ButtonLink>}
        />
      ) : (
        <div className={styles.cards}>
          <ChartCard
            title={t('statistics.shown.title')}
            value={formats.number(shown)}
            caption={t('statistics.shown.caption', { count: shown })}
            summary={t('statistics.shown.summary', { count: shown })}
            emptyText={shown === 0 ? t('statistics.shown.empty') : null}
            chart={
              <ColumnChart
                data={days}
                ticks="spaced"
                radius={3}
                series={[{ key: 'shown', name: t('statistics.shown.slides'), colour: COLOURS.photos }]}
              />
            }
            table={
              <NumbersTable
                caption={t('statistics.shown.title')}
                head={[t('statistics.table.day'), t('statistics.shown.slides')]}
                rows={data.frameDays.map((day) => [formats.day(day.day), formats.number(day.shown)])}
              />
            }
          />
          <ChartCard
            title={t('statistics.online.title')}
            value={duration(online)}
            caption={t('statistics.online.caption', { asleep: duration(asleep) })}
            summary={t('statistics.online.summary', { online: formats.hours(online), asleep: formats.hours(asleep) })}
            emptyText={online === 0 ? t('statistics.online.empty') : null}
            legend={[
              { label: t('statistics.online.awake'), colour: COLOURS.awake },
              { label: t('statistics.online.asleep'), colour: COLOURS.asleep },
            ]}
            chart={
              <ColumnChart
                data={days}
                ticks="spaced"
                radius={3}
                yWidth={60}
                yFormatter={(value) => duration(value * unit)}
                tooltipFormatter={durationTooltip}
                series={[
                  { key: 'awake', name: t('statistics.online.awake'), colour: COLOURS.awake },
                  { key: 'asleep', name: t('statistics.online.asleep'), colour: COLOURS.asleep },
                ]}
              />
            }
            table={
              <NumbersTable
                caption={t('statistics.online.title')}
                head={[t('statistics.table.day'), t('statistics.online.awake'), t('statistics.online.asleep')]}
                rows={data.frameDays.map((day) => [
                  formats.day(day.day),
                  duration(day.onlineSeconds - day.asleepSeconds),
                  duration(day.asleepSeconds),
                ])}
              />
            }
          />
          <Card as="section" className={`${styles.card} ${styles.wide}`} aria-labelledby="statistics-per-frame">
            <StatFigure labelAs="h3" labelId="statistics-per-frame" label={t('statistics.perFrame.title')} />
            <div>
              <NumbersTable
                caption={t('statistics.perFrame.title')}
                head={[
                  t('statistics.table.frame'),
                  t('statistics.shown.slides'),
                  t('statistics.online.awake'),
                  t('statistics.online.asleep'),
                ]}
                rows={data.frameTotals.map((total) => [
                  frameName(total.frameId),
                  formats.number(total.shown),
                  duration(total.onlineSeconds - total.asleepSeconds),
                  duration(total.asleepSeconds),
                ])}
              />
            </div>
          </Card>

          <Card as="section" className={`${styles.card} ${styles.wide}`} aria-labelledby="statistics-most-shown">
            <StatFigure labelAs="h3" labelId="statistics-most-shown" label={t('statistics.mostShown.title')} />
            {data.mostShown.length === 0 ? (
              <p className={styles.chartEmpty}>{t('statistics.mostShown.empty')}</p>
            ) : (
              <ol className={styles.mostShown}>
                {data.mostShown.map((item, index) => (
                  <li key={item.itemId} className={styles.shownItem}>
                    {item.thumbnailUrl ? (
                      <img
                        src={item.thumbnailUrl}
                        alt={t(
                          item.kind === 'video' ? 'statistics.mostShown.videoAlt' : 'statistics.mostShown.photoAlt',
                          {
                            rank: index + 1,
                          },
                        )}
                        loading="lazy"
                      />
                    ) : (
                      <span className={styles.noPicture}>
                        {t(item.kind === 'video' ? 'statistics.mostShown.videoAlt' : 'statistics.mostShown.photoAlt', {
                          rank: index + 1,
                        })}
                      </span>
                    )}
                    <span className={styles.rank} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.times}>{t('statistics.mostShown.times', { count: item.shown })}</span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
      )}
    </Section>
  );
}
