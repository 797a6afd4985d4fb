import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { fieldMessage, MARKETPLACE_SLUGS, ORDER_STATUSES, type OrderStatus } from '@tezgah/contracts';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { PageQuery } from '../../http/page.query';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const CalendarDay = () =>
  ValidateBy({ name: 'calendarDay', validator: { validate: isCalendarDay, defaultMessage: () => fieldMessage('date') } });

/** `from_date` on or before `to_date` (days as YYYY-MM-DD compare as text); a malformed day is reported by itself. */
const NotAfterToDate = () =>
  ValidateBy({
    name: 'dateRange',
    validator: {
      validate: (value, args) => {
        const to = (args?.object as OrderDaysQuery).to_date;
        return !isCalendarDay(value) || !isCalendarDay(to) || value <= to;
      },
      defaultMessage: () => fieldMessage('date_range_reversed'),
    },
  });

/** The days orders were placed on: calendar days in Europe/Istanbul, both inclusive. */
export class OrderDaysQuery {
  @ApiPropertyOptional({
    format: 'date',
    maxLength: 10,
    example: '2026-03-01',
    description: 'Orders placed on or after this day (Europe/Istanbul)',
  })
  @IsOptional()
  @CalendarDay()
  @NotAfterToDate()
  from_date?: string;

  @ApiPropertyOptional({
    format: 'date',
    maxLength: 10,
    example: '2026-03-31',
    description: 'Orders placed on or before this day (Europe/Istanbul)',
  })
  @IsOptional()
  @CalendarDay()
  to_date?: string;
}

/** `GET /orders`: a page of orders, narrowed by status, marketplace, days and a search. */
export class ListOrdersQuery extends IntersectionType(PageQuery, OrderDaysQuery) {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: fieldMessage('one_of', { values: ORDER_STATUSES }) })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: MARKETPLACE_SLUGS, description: 'Only orders of this marketplace' })
  @IsOptional()
  @IsIn(MARKETPLACE_SLUGS, { message: fieldMessage('one_of', { values: MARKETPLACE_SLUGS }) })
  marketplace?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'ayse yilmaz',
    description:
      'Matches the marketplace’s order number, the customer’s name or e-mail, or the tracking number; case-insensitive, ' +
      'and Turkish letters may be typed plain ("cicek" finds "Çiçek")',
  })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(100, { message: fieldMessage('max_length', { n: 100 }) })
  search?: string;
}
