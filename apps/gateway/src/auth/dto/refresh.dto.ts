import { ApiProperty } from '@nestjs/swagger';
import { fieldMessage } from '@tezgah/contracts';
import { IsNotEmpty, IsString } from 'class-validator';

export class RefreshDto {
  @ApiProperty()
  @IsNotEmpty({ message: fieldMessage('not_empty') })
  @IsString({ message: fieldMessage('type_string') })
  refresh_token: string;
}
