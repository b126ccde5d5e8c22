import { brands, type ConsoleRechargeReplaceBody, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { operatorToken } from './helpers/console.ts';
import { readRecharge, rechargeAudit, replaceRecharge } from './helpers/recharge.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
});

describe(`refusals of a replace, each a sentence (${engine})`, () => {
  const tiles = (...pairs: [string, string][]) => pairs.map(([amount, gift]) => ({ amount, gift }));
  const cases: [Partial<ConsoleRechargeReplaceBody>, string, string][] = [
    [
      { tiles: tiles(['2', ''], ['abc', '']) },
      'The amount of tile 2, “abc”, is not an amount. Write it as money is written, like 20 or 2.5.',
      '第 2 档的金额“abc”不是有效的金额，请按金额的写法填写，例如 20 或 2.5。',
    ],
    [{ tiles: tiles(['2', '-1']) }, 'The gift of tile 1 cannot be below zero.', '第 1 档的赠送不能小于零。'],
    [
      { tiles: tiles(['2.5', '']) },
      'The amount of tile 1 must be a whole number, like 20: people pay and type whole amounts.',
      '第 1 档的金额必须是整数，例如 20：用户支付和输入的都是整数金额。',
    ],
    [
      { tiles: tiles(['5', '1'], ['10', ''], ['5', '2']), defaultTile: 0 },
      'The amount of tile 3, $5.00, is already offered by an earlier tile. Offer each amount once.',
      '第 3 档的金额（$5.00）与前面的档位重复，每个金额只能提供一次。',
    ],
    [
      { tiles: tiles(['5', '6']), defaultTile: 0 },
      'The gift of tile 1 ($6.00) is larger than the amount of the tile ($5.00).',
      '第 1 档的赠送（$6.00）大于该档的金额（$5.00）。',
    ],
    [
      { customMin: '300', customMax: '100' },
      'The smallest custom amount ($300.00) is above the largest ($100.00).',
      '自定义金额下限（$300.00）高于上限（$100.00）。',
    ],
    [
      { customDefault: '500' },
      'The custom amount shown first ($500.00) must be between $15.00 and $300.00.',
      '自定义金额初始值（$500.00）必须在 $15.00 到 $300.00 之间。',
    ],
    [
      { tiles: [] },
      'Keep at least one tile: people need an amount to choose.',
      '请至少保留一个充值档位，用户需要可选的金额。',
    ],
    [
      { tiles: Array.from({ length: 13 }, (_, index) => ({ amount: String(index + 1), gift: '' })) },
      'A brand can offer at most 12 tiles. Remove some.',
      '每个品牌最多提供 12 个充值档位，请删除一些。',
    ],
    [
      { tiles: tiles(['2000000', '']), defaultTile: 0 },
      'The amount of tile 1, “2000000”, is more than $100000.00, which must be a typo. Check the decimal point.',
      '第 1 档的金额“2000000”超过 $100000.00，应是输入有误，请检查小数点。',
    ],
    [
      { tiles: tiles(['0', '']), defaultTile: 0 },
      'The amount of tile 1 must be more than zero.',
      '第 1 档的金额必须大于零。',
    ],
    [{ defaultTile: 6 }, 'Choose the default tile among the tiles.', '请从充值档位中选择默认档位。'],
  ];

  for (const [change, english, chinese] of cases) {
    it(english, async () => {
      const en = await replaceRecharge(t.app, admin, { brand: 'jiema', ...change });
      expect([en.status, en.body.retcode, en.body.retmsg]).toEqual([400, Retcode.INVALID_PARAMETER, english]);
      const zh = await replaceRecharge(t.app, admin, { brand: 'jiema', ...change }, 'zh_cn');
      expect(zh.body.retmsg).toBe(chinese);
    });
  }

  it('changes nothing and audits nothing when refused', async () => {
    expect((await readRecharge(t.app, admin, 'jiema')).body.data).toEqual({
      brand: 'jiema',
      settings: brands.jiema.recharge,
      updatedAt: null,
    });
    expect(await rechargeAudit(t.app, admin, 'jiema')).toEqual([]);
  });
});
