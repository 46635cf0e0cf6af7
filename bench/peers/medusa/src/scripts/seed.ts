// The peer's store for bench/peers (run by `medusa exec`): the steps of Medusa's own starter seed, cut to
// what the measured calls need — a region (KRW, Korea, the system payment provider), a sales channel and
// its publishable key, a stock location linked to the channel and to the manual fulfilment provider, a
// shipping option, a product page to read (one option of three values, three priced variants, stock of
// each) and `SEED_DROPS` limited products of one variant each, whose inventory (managed) holds
// `SEED_UNITS` units at that location. Writes the ids the bench needs to SEED_OUT (JSON).
import { writeFileSync } from 'node:fs';
import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';

export default async function seedBenchStore({ container }: ExecArgs) {
  const drops = Number(process.env.SEED_DROPS ?? 2);
  const units = Number(process.env.SEED_UNITS ?? 100);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const stores = container.resolve(Modules.STORE);

  const { result: channels } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: '웹 상점' }] },
  });
  const channel = channels[0];
  if (!channel) throw new Error('no sales channel');
  const [store] = await stores.listStores();
  if (!store) throw new Error('no store');
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [{ currency_code: 'krw', is_default: true }],
        default_sales_channel_id: channel.id,
      },
    },
  });
  const { result: regions } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: '대한민국',
          currency_code: 'krw',
          countries: ['kr'],
          payment_providers: ['pp_system_default'],
        },
      ],
    },
  });
  const region = regions[0];
  if (!region) throw new Error('no region');
  await createTaxRegionsWorkflow(container).run({
    input: [{ country_code: 'kr', provider_id: 'tp_system' }],
  });

  const { result: locations } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [{ name: '서울 창고', address: { city: '서울', country_code: 'KR', address_1: '' } }],
    },
  });
  const location = locations[0];
  if (!location) throw new Error('no stock location');
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: 'manual_manual' },
  });
  const profiles = await fulfillment.listShippingProfiles({ type: 'default' });
  let profile = profiles[0];
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: '기본 배송', type: 'default' }] },
    });
    profile = result[0];
  }
  if (!profile) throw new Error('no shipping profile');
  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: '서울 창고 배송',
    type: 'shipping',
    service_zones: [{ name: '대한민국', geo_zones: [{ country_code: 'kr', type: 'country' }] }],
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  });
  const zone = fulfillmentSet.service_zones[0];
  if (!zone) throw new Error('no service zone');
  const { result: options } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: '택배',
        price_type: 'flat',
        provider_id: 'manual_manual',
        service_zone_id: zone.id,
        shipping_profile_id: profile.id,
        type: { label: '택배', description: '2–3일 안에 도착', code: 'parcel' },
        prices: [
          { currency_code: 'krw', amount: 3000 },
          { region_id: region.id, amount: 3000 },
        ],
        rules: [
          { attribute: 'enabled_in_store', value: 'true', operator: 'eq' },
          { attribute: 'is_return', value: 'false', operator: 'eq' },
        ],
      },
    ],
  });
  const option = options[0];
  if (!option) throw new Error('no shipping option');
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: location.id, add: [channel.id] },
  });
  const { result: keys } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: '웹 상점', type: 'publishable', created_by: '' }] },
  });
  const key = keys[0];
  if (!key) throw new Error('no publishable key');
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: [channel.id] } });

  const common = {
    status: ProductStatus.PUBLISHED,
    shipping_profile_id: profile.id,
    sales_channels: [{ id: channel.id }],
    weight: 400,
  };
  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          ...common,
          title: '교사용 교재 세트',
          handle: 'textbook-set',
          description: '한 학기 분량의 교사용 교재와 학생용 활동지',
          options: [{ title: '학년', values: ['유치부', '초등부', '중등부'] }],
          variants: ['유치부', '초등부', '중등부'].map((grade, i) => ({
            title: grade,
            sku: `BOOK-${i}`,
            options: { 학년: grade },
            prices: [{ amount: 18_000 + i * 2000, currency_code: 'krw' }],
          })),
        },
        ...Array.from({ length: drops }, (_, i) => ({
          ...common,
          title: `한정판 ${i + 1}`,
          handle: `limited-${i + 1}`,
          options: [{ title: '구성', values: ['단일'] }],
          variants: [
            {
              title: '단일',
              sku: `LIMITED-${i + 1}`,
              manage_inventory: true,
              options: { 구성: '단일' },
              prices: [{ amount: 18_000, currency_code: 'krw' }],
            },
          ],
        })),
      ],
    },
  });

  const { data: items } = await query.graph({ entity: 'inventory_item', fields: ['id', 'sku'] });
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: items.map((item) => ({
        location_id: location.id,
        inventory_item_id: item.id,
        stocked_quantity: String(item.sku).startsWith('LIMITED-') ? units : 1_000_000,
      })),
    },
  });
  const inventoryOf = new Map(items.map((item) => [item.sku, item.id]));
  const [page, ...limited] = products;
  writeFileSync(
    process.env.SEED_OUT ?? 'seed.json',
    JSON.stringify({
      publishableKey: key.token,
      regionId: region.id,
      salesChannelId: channel.id,
      shippingOptionId: option.id,
      stockLocationId: location.id,
      productId: page?.id,
      drops: limited.map((product) => {
        const variant = product.variants[0];
        return {
          productId: product.id,
          variantId: variant?.id,
          inventoryItemId: inventoryOf.get(variant?.sku),
        };
      }),
    }),
  );
}
