import { ApiProperty } from '@nestjs/swagger';
import {
  CARGO_PROVIDERS,
  type CargoLabelDto,
  type CargoProvider,
  type CargoTrackingDto,
  type LabelBatchAccepted,
  type OrderShipmentDto,
  type PageDto,
  type ShipmentDto,
  TRACKING_STATUSES,
  type TrackingEventDto,
  type TrackingStatus,
} from '@tezgah/contracts';
import { PaginationResponse } from '../../http/pagination.response';

const LABEL_URL = {
  format: 'uri',
  example: 'https://api.tezgah.example/v1/documents/AbC…',
  description:
    'A signed link that opens the label without a bearer token for 24 hours (`GET /documents/{token}`; PDF, or ZPL with `?format=zpl`)',
};

/** Response shapes, for the OpenAPI document. */
export class CargoLabelResponse implements CargoLabelDto {
  @ApiProperty(LABEL_URL) label_url: string;
  @ApiProperty({ example: 'YK1234567890' }) tracking_number: string;
  @ApiProperty({ enum: CARGO_PROVIDERS }) provider: CargoProvider;
}

export class TrackingEventResponse implements TrackingEventDto {
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ example: 'Kargo teslim alındı' }) description: string;
  @ApiProperty({ example: 'İstanbul Aktarma Merkezi' }) location: string;
}

export class CargoTrackingResponse implements CargoTrackingDto {
  @ApiProperty() tracking_number: string;
  @ApiProperty({ enum: TRACKING_STATUSES }) status: TrackingStatus;
  @ApiProperty({ type: [TrackingEventResponse], description: 'Oldest first' }) events: TrackingEventResponse[];
}

export class LabelBatchAcceptedResponse implements LabelBatchAccepted {
  @ApiProperty({
    example: 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    description: 'Follow it at `GET /jobs/{id}`; its result lists the rejections and links one PDF of every label',
  })
  job_id: string;
  @ApiProperty({ type: 'integer' }) accepted: number;
}

export class OrderShipmentResponse implements OrderShipmentDto {
  @ApiProperty({ enum: CARGO_PROVIDERS }) provider: CargoProvider;
  @ApiProperty() tracking_number: string;
  @ApiProperty({ enum: TRACKING_STATUSES }) status: TrackingStatus;
  @ApiProperty({ type: 'integer' }) package_count: number;
  @ApiProperty({ nullable: true, type: Number }) weight_kg: number | null;
  @ApiProperty(LABEL_URL) label_url: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ShipmentResponse extends OrderShipmentResponse implements ShipmentDto {
  @ApiProperty({ example: 'ord_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) order_id: string;
}

export class ShipmentPageResponse implements PageDto<ShipmentDto> {
  @ApiProperty({ type: [ShipmentResponse] }) data: ShipmentResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
