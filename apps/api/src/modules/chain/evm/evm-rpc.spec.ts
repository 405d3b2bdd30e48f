import { AbiCoder, Interface, getAddress, zeroPadValue } from 'ethers';
import { TRANSFER_TOPIC, addressTopic, decodeTransfer } from './evm-rpc';

describe('ERC-20 Transfer log decoding', () => {
  const iface = new Interface(['event Transfer(address indexed from, address indexed to, uint256 value)']);
  const from = '0x1111111111111111111111111111111111111111';
  const to = getAddress('0xabcdef0123456789abcdef0123456789abcdef01');

  it('decodes what ethers encodes, and knows the topic', () => {
    const log = iface.encodeEventLog('Transfer', [from, to, 123_456_789n]);
    expect(log.topics[0]).toBe(TRANSFER_TOPIC);
    expect(decodeTransfer({ topics: log.topics.map((t) => t.toLowerCase()), data: log.data })).toEqual({
      from,
      to: to.toLowerCase(),
      value: 123_456_789n,
    });
    expect(addressTopic(to)).toBe(zeroPadValue(to, 32).toLowerCase());
  });

  it('ignores other events, non-standard layouts and dirty address words', () => {
    const data = AbiCoder.defaultAbiCoder().encode(['uint256'], [5n]);
    const t1 = addressTopic(from);
    const t2 = addressTopic(to);
    expect(decodeTransfer({ topics: ['0x' + '00'.repeat(32), t1, t2], data })).toBeNull();
    expect(decodeTransfer({ topics: [TRANSFER_TOPIC, t1], data })).toBeNull(); // value-indexed or partial layouts
    expect(decodeTransfer({ topics: [TRANSFER_TOPIC, t1, t2], data: '0x' })).toBeNull();
    expect(decodeTransfer({ topics: [TRANSFER_TOPIC, '0x' + 'ff'.repeat(32), t2], data })).toBeNull();
  });
});
