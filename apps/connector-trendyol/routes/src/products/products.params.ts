import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class BarcodeParam {
  @ApiProperty({ maxLength: 40 })
  @IsString({ message: fieldMessage('type_string') })
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  barcode: string;
}

export class BatchIdParam {
  @ApiProperty({ maxLength: 64 })
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(64, { message: fieldMessage('max_length', { n: 64 }) })
  batch_id: string;
}
