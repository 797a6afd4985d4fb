import { ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage, JOB_STATUSES, JOB_TYPES, type JobStatus } from '@tezgah/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../http/page.query';

export class ListJobsQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: JOB_TYPES,
    description: 'Only jobs of this type: a bulk import, a batch of cargo labels, a marketplace’s first sync',
  })
  @IsOptional()
  @IsIn(JOB_TYPES, { message: fieldMessage('one_of', { values: JOB_TYPES }) })
  type?: string;

  @ApiPropertyOptional({ enum: JOB_STATUSES })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: fieldMessage('one_of', { values: JOB_STATUSES }) })
  status?: JobStatus;
}
