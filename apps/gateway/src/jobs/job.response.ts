import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_STATUSES, type JobDto, type JobStatus, type PageDto } from '@tezgah/contracts';
import { PaginationResponse } from '../http/pagination.response';

export class JobResponse implements JobDto {
  @ApiProperty({ example: 'job_01JD3X5Q9V8K4M2N6P7R8S9T0W' }) id: string;
  @ApiProperty({ example: 'catalog.bulk_import' }) type: string;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 }) progress: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) result?: Record<string, unknown>;
  @ApiPropertyOptional() error?: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class JobPageResponse implements PageDto<JobDto> {
  @ApiProperty({ type: [JobResponse] }) data: JobResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination: PaginationResponse;
}
