import request from 'supertest';
import { act } from './act';

/**
 * A manual deposit claim of `amount` USDT on TRC20 by the user `token`, made through the buyer API
 * as the deposit page makes it (the proof image `png` uploaded first): its order number. TRC20 must
 * be in service (support/chain.ts configureNetwork).
 */
export async function manualClaim(http: any, token: string, amount: string, png: Buffer, tx = 'ab'.repeat(32)): Promise<string> {
  const channels = (await act(http, 'channelBlockchain!list', {}, { token })).data as { blockchain_name: string; address: string }[];
  const up = await request(http)
    .post('/api/uploadimg!execute.action')
    .field('moduleName', 'recharge')
    .field('token', token)
    .attach('file', png, { filename: 'proof.png', contentType: 'image/png' });
  const open = await act(http, 'rechargeBlockchain!recharge_open', {}, { token });
  const r = await act(
    http,
    'rechargeBlockchain!recharge',
    {
      session_token: open.data.session_token,
      amount,
      coin: 'USDT',
      blockchain_name: 'TRC20',
      channel_address: channels.find((c) => c.blockchain_name === 'TRC20')!.address,
      img: up.body.data,
      from: 'TAuD2W5vggcdy1cNpem4uH3HreRMyPQLHT',
      tx,
    },
    { token },
  );
  if (r.code !== '0') throw new Error(`manual deposit claim: ${r.msg}`);
  return r.data.order_no as string;
}
