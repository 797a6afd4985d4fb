import { Injectable } from '@nestjs/common';
import {
  type CargoLabelDto,
  CargoLabelDocument,
  type CargoLabelRequest,
  CargoLabelsBatch,
  CargoLabelsCreate,
  CargoShipmentOfOrder,
  CargoShipmentsList,
  CargoTrackingGet,
  type CargoTrackingDto,
  type LabelBatchAccepted,
  type LabelBatchRequest,
  type LabelDocumentDto,
  type LabelFormat,
  type OrderShipmentDto,
  type PageDto,
  type RequestContext,
  type ShipmentDto,
  type ShipmentListQuery,
} from '@tezgah/contracts';
import { RpcHandler } from '@tezgah/messaging';
import { LabelBatchesService } from './batches/label-batches.service';
import { LabelDocumentsService } from './labels/label-documents.service';
import { LabelsService } from './labels/labels.service';
import { TrackingService } from './tracking/tracking.service';

/** The cargo service's request/reply API (contracts: cargo/cargo.contract.ts). */
@Injectable()
export class CargoHandlers {
  constructor(
    private readonly labels: LabelsService,
    private readonly documents: LabelDocumentsService,
    private readonly tracking: TrackingService,
    private readonly batches: LabelBatchesService,
  ) {}

  @RpcHandler(CargoLabelsCreate)
  createLabel(request: CargoLabelRequest, ctx: RequestContext): Promise<CargoLabelDto> {
    return this.labels.create(ctx, request);
  }

  @RpcHandler(CargoTrackingGet)
  track(payload: { tracking_number: string }, ctx: RequestContext): Promise<CargoTrackingDto> {
    return this.tracking.get(ctx, payload.tracking_number);
  }

  @RpcHandler(CargoLabelsBatch)
  batch(request: LabelBatchRequest, ctx: RequestContext): Promise<LabelBatchAccepted> {
    return this.batches.accept(ctx, request);
  }

  @RpcHandler(CargoShipmentOfOrder)
  shipmentOfOrder(payload: { order_id: string }, ctx: RequestContext): Promise<OrderShipmentDto | null> {
    return this.labels.shipmentOfOrder(ctx, payload.order_id);
  }

  @RpcHandler(CargoShipmentsList)
  list(query: ShipmentListQuery, ctx: RequestContext): Promise<PageDto<ShipmentDto>> {
    return this.labels.list(ctx, query);
  }

  @RpcHandler(CargoLabelDocument)
  document(payload: { id: string; format: LabelFormat }, ctx: RequestContext): Promise<LabelDocumentDto> {
    return this.documents.document(ctx, payload.id, payload.format);
  }
}
