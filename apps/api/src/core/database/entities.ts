import { UserEntity } from '../../modules/user/entities/user.entity';
import { AuthTokenEntity } from '../../modules/user/entities/auth-token.entity';
import { AttemptCounterEntity } from '../../modules/user/entities/attempt-counter.entity';
import { VerificationCodeEntity } from '../../modules/user/entities/verification-code.entity';
import { SysparaEntity } from '../../modules/syspara/entities/syspara.entity';
import { UploadEntity } from '../../modules/upload/entities/upload.entity';
import { OutboundMessageEntity } from '../../modules/notification/entities/outbound-message.entity';
// The one place outside the ledger allowed to name its entities (registration only; lint exempts it).
import { LEDGER_ENTITIES } from '../../modules/ledger/entities';

export const ENTITIES = [
  UserEntity,
  AuthTokenEntity,
  AttemptCounterEntity,
  VerificationCodeEntity,
  SysparaEntity,
  UploadEntity,
  OutboundMessageEntity,
  ...LEDGER_ENTITIES,
];
