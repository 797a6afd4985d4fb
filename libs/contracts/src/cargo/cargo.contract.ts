/**
 * The cargo service's API (request/reply): shipping labels booked with a carrier, their tracking,
 * and label batches run as jobs (decisions §9). The carriers are data: `CARGO_PROVIDERS`.
 */
import type { PageDto } from '../resources';
import { definePattern } from '../rpc';

/** Decisions §1: the seven carriers (`<cargo_provider>`). */
export const CARGO_PROVIDERS = ['yurtici', 'aras', 'mng', 'ptt', 'surat', 'ups', 'dhl'] as const;
export type CargoProvider = (typeof CARGO_PROVIDERS)[number];

/** Decisions §9: a shipment's tracking status, in the order a parcel goes through them; the last two end it elsewhere. */
export const TRACKING_STATUSES = ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'failed'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Statuses after which a carrier reports nothing new: the tracker stops asking. */
export const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = ['delivered', 'returned', 'failed'];

/** The label's formats: the spec's PDF, and ZPL for Zebra thermal printers (`Accept: application/zpl` or `?format=zpl`). */
export const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Beyond the spec: the most orders one `POST /cargo/labels/batch` takes. */
export const LABEL_BATCH_MAX = 100;

export const LABEL_BATCH_JOB_TYPE = 'cargo.label_batch';

export interface TrackingEventDto {
  timestamp: string;
  description: string;
  location: string;
}

/** The spec's Cargo label result. */
export interface CargoLabelDto {
  label_url: string;
  tracking_number: string;
  provider: CargoProvider;
}

/** The spec's Cargo tracking result. */
export interface CargoTrackingDto {
  tracking_number: string;
  status: TrackingStatus;
  events: TrackingEventDto[];
}

/** The shipment of an order as `GET /orders/{id}` shows it (beyond the spec). */
export interface OrderShipmentDto {
  provider: CargoProvider;
  tracking_number: string;
  status: TrackingStatus;
  package_count: number;
  weight_kg: number | null;
  label_url: string;
  created_at: string;
  updated_at: string;
}

/** A booked shipment as `GET /cargo/shipments` lists it (beyond the spec): the order's shipment and the order. */
export interface ShipmentDto extends OrderShipmentDto {
  order_id: string;
}

/** `GET /cargo/shipments`: newest booking first, optionally of one tracking status, carrier or order. */
export interface ShipmentListQuery {
  page: number;
  per_page: number;
  status?: TrackingStatus;
  provider?: CargoProvider;
  order_id?: string;
}

export interface CargoLabelRequest {
  order_id: string;
  provider: CargoProvider;
  package_count: number;
  weight_kg?: number;
}

/** One order a batch could not label, as the bulk import reports rejections. */
export interface LabelBatchRejection {
  index: number;
  order_id: string;
  code: string;
  field: string;
  message: string;
}

export interface LabelBatchRequest {
  order_ids: string[];
  provider?: CargoProvider;
  package_count?: number;
  weight_kg?: number;
}

/** `POST /cargo/labels/batch`: the job that renders the labels; its result is LabelBatchResult. */
export interface LabelBatchAccepted {
  job_id: string;
  accepted: number;
}

export interface LabelBatchResult {
  labelled: number;
  rejected: number;
  rejections: LabelBatchRejection[];
  /** One PDF of every label of the batch, a page per package; absent when no order got a label. */
  label_url?: string;
}

/** A label document, as the gateway serves a signed link (the bytes base64, as RPC carries JSON). */
export interface LabelDocumentDto {
  content_type: string;
  filename: string;
  content_base64: string;
}

export const CargoLabelsCreate = definePattern<CargoLabelRequest, CargoLabelDto>('cargo.labels.create');
export const CargoTrackingGet = definePattern<{ tracking_number: string }, CargoTrackingDto>('cargo.tracking.get');
export const CargoLabelsBatch = definePattern<LabelBatchRequest, LabelBatchAccepted>('cargo.labels.batch');
/** The shipment of an order, or null (the gateway adds it to `GET /orders/{id}`). */
export const CargoShipmentOfOrder = definePattern<{ order_id: string }, OrderShipmentDto | null>('cargo.shipments.ofOrder');
export const CargoShipmentsList = definePattern<ShipmentListQuery, PageDto<ShipmentDto>>('cargo.shipments.list');
/** A label (`lbl_…`) or a batch's labels (`job_…`) as a document, for a signed link. */
export const CargoLabelDocument = definePattern<{ id: string; format: LabelFormat }, LabelDocumentDto>('cargo.labels.document');
