import { ApiProperty } from '@nestjs/swagger';

export class TrendyolClaimLineResponse {
  @ApiProperty({ type: 'integer' }) line_id: number;
  @ApiProperty({ type: 'integer' }) quantity: number;
}

export class TrendyolClaimResponse {
  @ApiProperty() claim_id: string;
  @ApiProperty() order_number: string;
  @ApiProperty() reason: string;
  @ApiProperty({ example: 'Created' }) status: string;
  @ApiProperty({ type: [TrendyolClaimLineResponse] }) items: TrendyolClaimLineResponse[];
  @ApiProperty({ type: String, nullable: true }) customer_note: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TrendyolClaimsResponse {
  @ApiProperty({ type: [TrendyolClaimResponse] }) claims: TrendyolClaimResponse[];
}

export class TrendyolAnswerResponse {
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TrendyolQuestionResponse {
  @ApiProperty({ type: 'integer' }) question_id: number;
  @ApiProperty({ type: String, nullable: true, description: "Trendyol's questions name the product, not its barcode: null" }) barcode:
    string | null;
  @ApiProperty({ type: String, nullable: true }) product_name: string | null;
  @ApiProperty() text: string;
  @ApiProperty({ example: 'WAITING_FOR_ANSWER' }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'A waiting question: 24 hours after it was asked' })
  answer_deadline: string | null;
  @ApiProperty({ type: TrendyolAnswerResponse, nullable: true }) answer: TrendyolAnswerResponse | null;
}

export class TrendyolQuestionsResponse {
  @ApiProperty({ type: [TrendyolQuestionResponse] }) questions: TrendyolQuestionResponse[];
}
