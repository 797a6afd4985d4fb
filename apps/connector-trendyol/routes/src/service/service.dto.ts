import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';

import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';

const CLAIM_STATUSES = [
  'Created',
  'WaitingInAction',
  'WaitingFraudCheck',
  'Accepted',
  'Rejected',
  'Cancelled',
  'Unresolved',
  'InAnalysis',
] as const;
const QUESTION_STATUSES = ['WAITING_FOR_ANSWER', 'WAITING_FOR_APPROVE', 'ANSWERED', 'REPORTED', 'REJECTED'] as const;
const dateTime = () => IsISO8601({ strict: true }, { message: fieldMessage('invalid') });

export class ClaimsQueryDto {
  @ApiPropertyOptional({ enum: CLAIM_STATUSES, maxLength: 20 })
  @IsOptional()
  @IsIn(CLAIM_STATUSES, { message: fieldMessage('one_of', { values: CLAIM_STATUSES }) })
  status?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40 })
  @IsOptional()
  @dateTime()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  start?: string;

  @ApiPropertyOptional({ format: 'date-time', maxLength: 40 })
  @IsOptional()
  @dateTime()
  @MaxLength(40, { message: fieldMessage('max_length', { n: 40 }) })
  end?: string;
}

/** `PATCH /marketplaces/trendyol/claims/{claim_id}`: a rejection needs `evidence_url` (checked by the connector: 400 naming it). */
export class ClaimDecisionDto {
  @ApiProperty({ enum: ['approve', 'reject'], maxLength: 7 })
  @IsIn(['approve', 'reject'], { message: fieldMessage('one_of', { values: ['approve', 'reject'] }) })
  decision: 'approve' | 'reject';

  @ApiPropertyOptional({ maxLength: 500, description: "Sent to Trendyol as the rejection's description" })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(500, { message: fieldMessage('max_length', { n: 500 }) })
  note?: string;

  @ApiPropertyOptional({ maxLength: 2048, description: 'Required to reject: where the evidence (photos, a report) is' })
  @IsOptional()
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(2048, { message: fieldMessage('max_length', { n: 2048 }) })
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: fieldMessage('uri') })
  evidence_url?: string;

  @ApiPropertyOptional({ type: 'integer', description: "Trendyol's claim issue reason id (451 Diğer when not given)" })
  @IsOptional()
  @IsInt({ message: fieldMessage('type_integer') })
  reason_id?: number;
}

export class ClaimIdParam {
  @ApiProperty({ maxLength: 64 })
  @IsString({ message: fieldMessage('type_string') })
  @MaxLength(64, { message: fieldMessage('max_length', { n: 64 }) })
  claim_id: string;
}

export class QuestionsQueryDto {
  @ApiPropertyOptional({ enum: QUESTION_STATUSES, maxLength: 20 })
  @IsOptional()
  @IsIn(QUESTION_STATUSES, { message: fieldMessage('one_of', { values: QUESTION_STATUSES }) })
  status?: string;
}

export class QuestionIdParam {
  @ApiProperty({ maxLength: 20 })
  @IsString({ message: fieldMessage('type_string') })
  @Matches(/^\d{1,15}$/, { message: fieldMessage('invalid') })
  question_id: string;
}

export class AnswerDto {
  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @IsString({ message: fieldMessage('type_string') })
  @MinLength(10, { message: fieldMessage('trendyol_answer_length') })
  @MaxLength(2000, { message: fieldMessage('trendyol_answer_length') })
  text: string;
}
