import { Module } from '@nestjs/common';
import { documentLinksProvider } from '@tezgah/documents';
import { PersistenceModule } from '@tezgah/persistence';
import { LabelBatchWorker } from './batches/label-batch.worker';
import { LabelBatchesRepository } from './batches/label-batches.repository';
import { LabelBatchesService } from './batches/label-batches.service';
import { CargoHandlers } from './cargo.handlers';
import { CarrierCalls } from './carriers/carrier-calls';
import { CARGO_CONFIG, loadCargoConfig } from './config/cargo.config';
import { cargoSchema } from './database/cargo.schema';
import { LabelDocumentsService } from './labels/label-documents.service';
import { LabelsService } from './labels/labels.service';
import { ShipmentBookings } from './shipments/shipment-bookings.service';
import { ShipmentSweeper } from './shipments/shipment-sweeper.worker';
import { ShipmentsRepository } from './shipments/shipments.repository';
import { TrackingService } from './tracking/tracking.service';
import { TrackingWorker } from './tracking/tracking.worker';

/**
 * The cargo service: shipments booked with the seven carriers, their labels (PDF, ZPL), tracking
 * that moves the order, label batches. Owns the `cargo` schema; orders and tenant settings are
 * the orders service's and the gateway's, reached by request/reply.
 */
@Module({
  imports: [PersistenceModule.forService(cargoSchema)],
  providers: [
    { provide: CARGO_CONFIG, useFactory: () => loadCargoConfig() },
    documentLinksProvider,
    CarrierCalls,
    ShipmentsRepository,
    LabelBatchesRepository,
    ShipmentBookings,
    LabelsService,
    LabelDocumentsService,
    TrackingService,
    LabelBatchesService,
    LabelBatchWorker,
    TrackingWorker,
    ShipmentSweeper,
    CargoHandlers,
  ],
})
export class CargoModule {}
