import type { AreaCodeData, Plan } from '@switchboard/protocol';

/** A plan as the server answers it, for the flow's tests. */
export function testPlan(
  planId: string,
  group: string,
  planName: string,
  period: number,
  rent: number,
): Plan {
  return {
    planId,
    planName,
    group,
    planRent: rent,
    monthRent: Math.round(rent / period),
    planRentPeriod: period,
    chargeType: 1,
    discount: period === 1 ? 0 : 10,
    tip: `${planName} tip`,
    activationFee: 0,
    planDescList: [{ title: `${planName} includes`, items: [`${planName} calls`, `${planName} texts`] }],
    urlDict: {},
    nextPaymentDate: '2026-12-21T00:00:00.000Z',
  };
}

/** An area-code tree with a country of each kind: provinces (US), none (GB, AU), toll-free. */
export const testAreaTree: AreaCodeData = {
  countries: [
    {
      code: 'US',
      telCode: '1',
      name: 'United States',
      typeList: [
        {
          type: 'local',
          name: 'Local',
          provinces: [
            { name: 'New York', areaCodes: ['212', '646'] },
            { name: 'California', areaCodes: ['415'] },
          ],
        },
      ],
    },
    {
      code: 'GB',
      telCode: '44',
      name: 'United Kingdom',
      typeList: [{ type: 'mobile', name: 'Mobile', provinces: [{ name: '', areaCodes: [] }] }],
    },
    {
      code: 'AU',
      telCode: '61',
      name: 'Australia',
      typeList: [{ type: 'mobile', name: 'Mobile', provinces: [{ name: '', areaCodes: [] }] }],
    },
    {
      code: 'TollFree',
      telCode: '1',
      name: 'Toll-free',
      typeList: [
        { type: 'tollFree', name: 'Toll-free', provinces: [{ name: '', areaCodes: ['800', '833'] }] },
      ],
    },
  ],
};
