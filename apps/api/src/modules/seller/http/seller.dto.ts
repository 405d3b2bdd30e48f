import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';

/*
 * Request schemas (zod, validated in the controllers) and the OpenAPI description of the answers
 * (classes with @ApiProperty; the API answers plain objects of these shapes). Amounts are exact
 * decimal strings with 6 places ("12.500000"); times are ISO-8601 UTC.
 */

export const SellerLoginSchema = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
});

export const OrderListSchema = z.object({
  status: z.coerce.number().int().min(-1).max(6).optional(),
  q: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((s) => s || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const NoticeListSchema = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

export class SellerErrorDetail {
  @ApiProperty({ example: 'SELLER_AUTH_REQUIRED' }) code!: string;
  @ApiProperty({ example: 'Please sign in to your store first' }) message!: string;
}
export class SellerErrorBody {
  @ApiProperty({ type: SellerErrorDetail }) error!: SellerErrorDetail;
}

export class SellerLoginBody {
  @ApiProperty({ example: 'seller1@lumen-bazaar.example', description: 'e-mail or phone of the user account that owns the store' })
  username!: string;
  @ApiProperty({ example: 'seller1234' }) password!: string;
}

export class SellerRef {
  @ApiProperty({ format: 'uuid', example: '4f1c2a8e-4a0b-4c55-9a51-0d7f3e2b9c11' }) id!: string;
  @ApiProperty({ example: 'Harbor Lane Goods' }) name!: string;
}

export class SellerLoginResult {
  @ApiProperty({ description: 'bearer token for `Authorization: Bearer …` (the account session; revoked by logout)' }) token!: string;
  @ApiProperty({ type: SellerRef }) seller!: SellerRef;
}

export class SellerStore extends SellerRef {
  @ApiProperty({ enum: ['open', 'closed', 'suspended'], description: 'a suspended store can read but not confirm or ship' })
  status!: string;
}

export class SellerBalances {
  @ApiProperty({ example: '1520.400000', description: 'settled to the store (`seller:<id>:payable`)' }) payable!: string;
  @ApiProperty({ example: '310.000000', description: "buyers' payments of this store's open orders, held in escrow until receipt" })
  inEscrow!: string;
  @ApiProperty({ example: '80.020000', description: 'platform commission taken from settled orders' }) commissionPaid!: string;
  @ApiProperty({ example: 3, description: 'paid orders waiting to be shipped' }) pendingOrders!: number;
}

export class SellerMe {
  @ApiProperty({ type: SellerStore }) seller!: SellerStore;
  @ApiProperty({ type: SellerBalances }) balances!: SellerBalances;
}

export class OrderBuyer {
  @ApiProperty({ example: 'Ana Souza' }) contacts!: string;
  @ApiProperty({ example: 'Brazil' }) country!: string;
}

export class SellerOrderRowView {
  @ApiProperty({ example: 'SC20261125143012345000017' }) id!: string;
  @ApiProperty({ enum: [-1, 0, 1, 2, 3, 4, 5, 6], example: 1, description: '1 to confirm, 2 confirmed, 3 shipped, 4 received' })
  status!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) paidAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'ship-by deadline (paid + `mall_ship_within_hours`)' })
  shipBy!: string | null;
  @ApiProperty({ example: 2 }) goodsCount!: number;
  @ApiProperty({ example: '59.900000', description: 'paid by the buyer: goods + freight + tax' }) total!: string;
  @ApiProperty({ example: '2.995000', description: 'platform commission' }) commission!: string;
  @ApiProperty({ example: '56.905000', description: 'what the store receives at settlement' }) payout!: string;
  @ApiProperty({ type: OrderBuyer }) buyer!: OrderBuyer;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'when the buyer reminded the store to ship' })
  remindedAt!: string | null;
}

export class SellerOrderPage {
  @ApiProperty({ type: SellerOrderRowView, isArray: true }) items!: SellerOrderRowView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class SellerOrderDetailView extends SellerOrderRowView {
  @ApiProperty({ example: '26.650000', description: 'goods at the prices paid' }) prizeReal!: string;
  @ApiProperty({ example: '2.990000', description: 'freight' }) fees!: string;
  @ApiProperty({ example: '0.000000' }) tax!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) shippedAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'received: the payment left escrow for the store' })
  receivedAt!: string | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'lines `{goodsId, skuId, name, icon, qty, unitPrice, listPrice, lineTotal, freight, tax, attributes: [{name, value}]}`, texts in the reader language',
  })
  items!: Record<string, unknown>[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'shipping address snapshot and buyer contact' })
  address!: Record<string, unknown>;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'order log `{state, actor, text, createdAt}`, oldest first, text in the reader language',
  })
  logs!: Record<string, unknown>[];
  @ApiProperty({ nullable: true, type: String, example: 'DHL' }) carrier!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'JD0123456789' }) trackingNo!: string | null;
}

export class ShipBody {
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'DHL Express' }) carrier!: string;
  @ApiProperty({ pattern: '^[A-Za-z0-9-]{3,64}$', example: 'JD-0123456789' }) trackingNo!: string;
}

export class SellerNoticeView {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'paid', description: 'new order, paid, reminder, received' }) kind!: string;
  @ApiProperty({ nullable: true, type: String }) orderId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() read!: boolean;
}
export class SellerNoticePage {
  @ApiProperty({ type: SellerNoticeView, isArray: true }) items!: SellerNoticeView[];
  @ApiProperty() total!: number;
}

export class OrderListQueryDoc {
  @ApiPropertyOptional({ enum: [-1, 0, 1, 2, 3, 4, 5, 6], description: 'omit for all' }) status?: number;
  @ApiPropertyOptional({ maxLength: 64, description: "order id, or the buyer's contact name / phone / e-mail" }) q?: string;
  @ApiPropertyOptional({ minimum: 1, default: 1 }) page?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 }) pageSize?: number;
}
