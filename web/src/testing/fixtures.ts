import type { AppConfig, ContentAsset, ContentPage, Category } from '@/api/types'

const l10n = {
  defaultLocale: 'en-US',
  defaultCurrency: 'USD',
  supportedLocales: [
    { id: 'en-US', alias: 'en', preferredCurrency: 'USD' },
    { id: 'es-US', alias: 'es', preferredCurrency: 'USD' },
  ],
}

/** The demo configuration (as the server injects it). */
export const appConfigFixture: AppConfig = {
  organizationId: 'f_ecom_northwind',
  brand: { name: 'Northwind Lease', shortName: 'northwind' },
  defaultSiteId: 'northwind',
  development: false,
  sites: [
    { id: 'northwind', alias: 'nw', l10n },
    { id: 'northwind-partners', alias: 'nwp', l10n },
  ],
  webClientId: 'northwind-web',
  links: {
    retailerLogin: 'https://partners.northwind-lease.example/login',
    legacyCustomerLogin: 'https://legacy.northwind-lease.example/account/login',
    keycloakLogin: 'https://id.northwind-lease.example/realms/northwind/protocol/openid-connect/auth',
    creditApplication: 'https://apply.northwind-credit.example/start',
  },
}

/** A second site that only speaks English, to test locale support per site. */
export const appConfigWithEnglishOnlySite: AppConfig = {
  ...appConfigFixture,
  sites: [
    ...appConfigFixture.sites,
    {
      id: 'northwind-outlet',
      alias: 'nwo',
      l10n: { ...l10n, supportedLocales: [{ id: 'en-US', alias: 'en', preferredCurrency: 'USD' }] },
    },
  ],
}

export const contentAssets: Record<string, Record<string, ContentAsset>> = {
  'en-US': {
    footer: {
      _v: '22.8',
      _type: 'content',
      id: 'footer',
      name: 'Footer',
      c_body: '<p>Leasing is not a loan. <a href="/support">Support center</a></p>',
    },
    'raf-footer': {
      _v: '22.8',
      _type: 'content',
      id: 'raf-footer',
      name: 'Refer a friend footer',
      c_body: '<p>Refer-a-friend program terms apply.</p>',
    },
  },
  'es-US': {
    footer: {
      _v: '22.8',
      _type: 'content',
      id: 'footer',
      name: 'Footer',
      c_body: '<p>El arrendamiento no es un préstamo. <a href="/support">Centro de ayuda</a></p>',
    },
    'raf-footer': {
      _v: '22.8',
      _type: 'content',
      id: 'raf-footer',
      name: 'Refer a friend footer',
      c_body: '<p>Aplican los términos del programa de referidos.</p>',
    },
  },
}

/** A page of one rich text (how the footer pages are made). */
export const richTextPage = (id: string, name: string, html: string, typeId: ContentPage['typeId'] = 'fragment'): ContentPage => ({
  id,
  typeId,
  name,
  description: name,
  pageTitle: name,
  pageDescription: name,
  regions: [{ id: 'main', components: [{ id: 'body', typeId: 'commerce_assets.richText', data: { html } as never }] }],
})

/** The pages the shell reads (the footers), by locale and id; any other page is not found. */
export const contentPages: Record<string, Record<string, ContentPage>> = {
  'en-US': {
    footer: richTextPage('footer', 'Footer', '<p>Leasing is not a loan. <a href="/support">Support center</a></p>'),
    'raf-footer': richTextPage('raf-footer', 'Refer a friend footer', '<p>Refer-a-friend program terms apply.</p>'),
    'ways-to-shop': richTextPage('ways-to-shop', 'Ways to shop', '<p>In store, online or in the app.</p>', 'contentPage'),
  },
  'es-US': {
    footer: richTextPage('footer', 'Footer', '<p>El arrendamiento no es un préstamo. <a href="/support">Centro de ayuda</a></p>'),
    'raf-footer': richTextPage('raf-footer', 'Refer a friend footer', '<p>Aplican los términos del programa de referidos.</p>'),
    'ways-to-shop': richTextPage('ways-to-shop', 'Formas de comprar', '<p>En la tienda, en línea o en la app.</p>', 'contentPage'),
  },
}

const category = (
  id: string,
  name: string,
  parentCategoryId: string,
  tree: { id: string; name: string }[],
  categories?: Category[],
): Category => ({
  id,
  name,
  description: `${name} to lease`,
  pageTitle: name,
  pageDescription: `${name} to lease`,
  parentCategoryId,
  parentCategoryTree: [...tree, { id, name }],
  onlineSubCategoriesCount: categories?.length ?? 0,
  ...(categories ? { categories } : {}),
})

/** The whole category tree (from the root), by locale: categoryFixture answers a part of it. */
export const rootCategoryFixture: Record<string, Category> = {
  'en-US': {
    ...category(
      'root',
      'Shop',
      '',
      [],
      [
        category(
          'furniture',
          'Furniture',
          'root',
          [],
          [
            category('living-room', 'Living Room', 'furniture', [{ id: 'furniture', name: 'Furniture' }]),
            category('bedroom', 'Bedroom', 'furniture', [{ id: 'furniture', name: 'Furniture' }]),
          ],
        ),
        category(
          'appliances',
          'Appliances',
          'root',
          [],
          [category('laundry', 'Laundry', 'appliances', [{ id: 'appliances', name: 'Appliances' }])],
        ),
      ],
    ),
    parentCategoryId: undefined,
    parentCategoryTree: [],
  },
  'es-US': {
    ...category(
      'root',
      'Comprar',
      '',
      [],
      [
        category(
          'furniture',
          'Muebles',
          'root',
          [],
          [
            category('living-room', 'Sala', 'furniture', [{ id: 'furniture', name: 'Muebles' }]),
            category('bedroom', 'Recámara', 'furniture', [{ id: 'furniture', name: 'Muebles' }]),
          ],
        ),
        category(
          'appliances',
          'Electrodomésticos',
          'root',
          [],
          [category('laundry', 'Lavandería', 'appliances', [{ id: 'appliances', name: 'Electrodomésticos' }])],
        ),
      ],
    ),
    parentCategoryId: undefined,
    parentCategoryTree: [],
  },
}

/** Category `id` with its sub-categories down to `levels` (like the server), or undefined. */
export function categoryFixture(locale: string, id: string, levels: number): Category | undefined {
  const find = (category: Category): Category | undefined => (category.id === id ? category : category.categories?.map(find).find(Boolean))
  const trim = (category: Category, depth: number): Category => {
    const { categories, ...rest } = category
    return depth > 0 && categories ? { ...rest, categories: categories.map((c) => trim(c, depth - 1)) } : rest
  }
  const tree = rootCategoryFixture[locale] ?? rootCategoryFixture['en-US']
  const found = tree && find(tree)
  return found && trim(found, levels)
}
