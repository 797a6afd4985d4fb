import { ApiProperty } from '@nestjs/swagger';
import { Pattern, Text } from './amazon-fields';

export class AmazonSubmissionParams {
  @ApiProperty({ maxLength: 64, example: 'sub_01JD7Z8QW0ZK6Y1T3G4V5N6M7P' })
  @Text(64)
  submission_id: string;
}

/** Amazon order ids: `3-7-7` digits. */
export class AmazonOrderParams {
  @ApiProperty({ maxLength: 19, pattern: '^\\d{3}-\\d{7}-\\d{7}$', example: '171-1234567-1234567' })
  @Text(19)
  @Pattern(/^\d{3}-\d{7}-\d{7}$/)
  order_id: string;
}

export class AmazonReturnParams {
  @ApiProperty({ maxLength: 64, example: 'R123456789012' })
  @Text(64)
  @Pattern(/^[A-Za-z0-9-]+$/)
  return_request_id: string;
}
