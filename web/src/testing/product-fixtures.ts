/**
 * Products as the demo catalog's server answers them (GET .../products/{id}?allImages=true&perPricebook=true),
 * medium images left out. Test data only: imported by tests, never by the app.
 */
import type { Product } from '@/api/types'

/** The Harbor Reclining Sofa master (sofas-001): three colours, all orderable, on sale (list 730.99, sale 547.99). */
export const sofaMaster: Product = {
  "id": "sofas-001",
  "name": "Harbor Reclining Sofa",
  "brand": "Ashford Home",
  "currency": "USD",
  "shortDescription": "The Harbor Reclining Sofa from Ashford Home pairs deep, supportive seating with a sturdy hardwood frame built for everyday living. Take it home today with low weekly lease payments.",
  "longDescription": "Kiln-dried hardwood frame\nHigh-resilience foam cushions\nStain-resistant performance fabric\nPocketed-coil seat support",
  "primaryCategoryId": "sofas",
  "type": {
    "master": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 547.99,
  "pricePerUnit": 547.99,
  "prices": {},
  "priceRanges": [
    {
      "maxPrice": 730.99,
      "minPrice": 730.99,
      "pricebook": "usd-list"
    },
    {
      "maxPrice": 547.99,
      "minPrice": 547.99,
      "pricebook": "usd-sale"
    }
  ],
  "inventory": {
    "ats": 70,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 70
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Beige",
          "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
          "link": "/images/catalog/sofa/d8c7a8.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Beige",
          "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
          "link": "/images/catalog/sofa/d8c7a8.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Charcoal",
          "disBaseLink": "/images/catalog/swatch/3e4349.svg",
          "link": "/images/catalog/swatch/3e4349.svg",
          "title": "Charcoal"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Navy",
          "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
          "link": "/images/catalog/swatch/1f3a5f.svg",
          "title": "Navy"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Beige",
          "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
          "link": "/images/catalog/swatch/d8c7a8.svg",
          "title": "Beige"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "swatch"
    }
  ],
  "variationAttributes": [
    {
      "id": "color",
      "name": "Color",
      "values": [
        {
          "value": "charcoal",
          "name": "Charcoal",
          "orderable": true,
          "imageSwatch": {
            "alt": "Charcoal",
            "disBaseLink": "/images/catalog/swatch/3e4349.svg",
            "link": "/images/catalog/swatch/3e4349.svg",
            "title": "Charcoal"
          }
        },
        {
          "value": "navy",
          "name": "Navy",
          "orderable": true,
          "imageSwatch": {
            "alt": "Navy",
            "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
            "link": "/images/catalog/swatch/1f3a5f.svg",
            "title": "Navy"
          }
        },
        {
          "value": "beige",
          "name": "Beige",
          "orderable": true,
          "imageSwatch": {
            "alt": "Beige",
            "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
            "link": "/images/catalog/swatch/d8c7a8.svg",
            "title": "Beige"
          }
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "sofas-001-charcoal",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "charcoal"
      }
    },
    {
      "productId": "sofas-001-navy",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "navy"
      }
    },
    {
      "productId": "sofas-001-beige",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "beige"
      }
    }
  ],
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "furniture",
      "name": "Furniture"
    },
    {
      "id": "living-room",
      "name": "Living Room"
    },
    {
      "id": "sofas",
      "name": "Sofas"
    }
  ],
  "c_isNew": false,
  "c_isSale": true
}

/** Its navy variant (sofas-001-navy): 24 in stock. */
export const sofaNavy: Product = {
  "id": "sofas-001-navy",
  "name": "Harbor Reclining Sofa",
  "brand": "Ashford Home",
  "currency": "USD",
  "shortDescription": "The Harbor Reclining Sofa from Ashford Home pairs deep, supportive seating with a sturdy hardwood frame built for everyday living. Take it home today with low weekly lease payments.",
  "longDescription": "Kiln-dried hardwood frame\nHigh-resilience foam cushions\nStain-resistant performance fabric\nPocketed-coil seat support",
  "primaryCategoryId": "sofas",
  "type": {
    "variant": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 547.99,
  "pricePerUnit": 547.99,
  "prices": {
    "usd-list": 730.99,
    "usd-sale": 547.99
  },
  "inventory": {
    "ats": 24,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 24
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Beige",
          "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
          "link": "/images/catalog/sofa/d8c7a8.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Sofa, Beige",
          "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
          "link": "/images/catalog/sofa/d8c7a8.svg",
          "title": "Harbor Reclining Sofa"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Charcoal",
          "disBaseLink": "/images/catalog/swatch/3e4349.svg",
          "link": "/images/catalog/swatch/3e4349.svg",
          "title": "Charcoal"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Navy",
          "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
          "link": "/images/catalog/swatch/1f3a5f.svg",
          "title": "Navy"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Beige",
          "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
          "link": "/images/catalog/swatch/d8c7a8.svg",
          "title": "Beige"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "swatch"
    }
  ],
  "variationAttributes": [
    {
      "id": "color",
      "name": "Color",
      "values": [
        {
          "value": "charcoal",
          "name": "Charcoal",
          "orderable": true,
          "imageSwatch": {
            "alt": "Charcoal",
            "disBaseLink": "/images/catalog/swatch/3e4349.svg",
            "link": "/images/catalog/swatch/3e4349.svg",
            "title": "Charcoal"
          }
        },
        {
          "value": "navy",
          "name": "Navy",
          "orderable": true,
          "imageSwatch": {
            "alt": "Navy",
            "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
            "link": "/images/catalog/swatch/1f3a5f.svg",
            "title": "Navy"
          }
        },
        {
          "value": "beige",
          "name": "Beige",
          "orderable": true,
          "imageSwatch": {
            "alt": "Beige",
            "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
            "link": "/images/catalog/swatch/d8c7a8.svg",
            "title": "Beige"
          }
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "sofas-001-charcoal",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "charcoal"
      }
    },
    {
      "productId": "sofas-001-navy",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "navy"
      }
    },
    {
      "productId": "sofas-001-beige",
      "orderable": true,
      "price": 547.99,
      "variationValues": {
        "color": "beige"
      }
    }
  ],
  "variationValues": {
    "color": "navy"
  },
  "master": {
    "masterId": "sofas-001",
    "orderable": true,
    "price": 547.99
  },
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "furniture",
      "name": "Furniture"
    },
    {
      "id": "living-room",
      "name": "Living Room"
    },
    {
      "id": "sofas",
      "name": "Sofas"
    }
  ],
  "c_isNew": false,
  "c_isSale": true
}

/** A master with colour and size (beds-001), prices 925.99–1,259.99; the gray queen cannot be ordered. */
export const bedMaster: Product = {
  "id": "beds-001",
  "name": "Wren Upholstered Bed",
  "brand": "Cedar Row Furnishings",
  "currency": "USD",
  "shortDescription": "The Wren Upholstered Bed from Cedar Row Furnishings anchors your bedroom with a solid frame and timeless lines. Choose your size and finish, then lease it with easy weekly payments.",
  "longDescription": "Solid wood slats, no box spring needed\nCenter support legs for added stability\nHeadboard, footboard and rails included\nSimple assembly with few tools",
  "primaryCategoryId": "beds",
  "type": {
    "master": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 925.99,
  "priceMax": 1259.99,
  "pricePerUnit": 925.99,
  "prices": {},
  "priceRanges": [
    {
      "maxPrice": 1259.99,
      "minPrice": 925.99,
      "pricebook": "usd-list"
    }
  ],
  "inventory": {
    "ats": 315,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 315
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed",
          "disBaseLink": "/images/catalog/bed/8a9099.svg",
          "link": "/images/catalog/bed/8a9099.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Gray",
          "disBaseLink": "/images/catalog/bed/8a9099.svg",
          "link": "/images/catalog/bed/8a9099.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Walnut",
          "disBaseLink": "/images/catalog/bed/5c3d2a.svg",
          "link": "/images/catalog/bed/5c3d2a.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "walnut"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Beige",
          "disBaseLink": "/images/catalog/bed/d8c7a8.svg",
          "link": "/images/catalog/bed/d8c7a8.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed",
          "disBaseLink": "/images/catalog/bed/8a9099.svg",
          "link": "/images/catalog/bed/8a9099.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Gray",
          "disBaseLink": "/images/catalog/bed/8a9099.svg",
          "link": "/images/catalog/bed/8a9099.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Walnut",
          "disBaseLink": "/images/catalog/bed/5c3d2a.svg",
          "link": "/images/catalog/bed/5c3d2a.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "walnut"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Wren Upholstered Bed, Beige",
          "disBaseLink": "/images/catalog/bed/d8c7a8.svg",
          "link": "/images/catalog/bed/d8c7a8.svg",
          "title": "Wren Upholstered Bed"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Gray",
          "disBaseLink": "/images/catalog/swatch/8a9099.svg",
          "link": "/images/catalog/swatch/8a9099.svg",
          "title": "Gray"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Walnut",
          "disBaseLink": "/images/catalog/swatch/5c3d2a.svg",
          "link": "/images/catalog/swatch/5c3d2a.svg",
          "title": "Walnut"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "walnut"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Beige",
          "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
          "link": "/images/catalog/swatch/d8c7a8.svg",
          "title": "Beige"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "beige"
            }
          ]
        }
      ],
      "viewType": "swatch"
    }
  ],
  "variationAttributes": [
    {
      "id": "color",
      "name": "Color",
      "values": [
        {
          "value": "gray",
          "name": "Gray",
          "orderable": true,
          "imageSwatch": {
            "alt": "Gray",
            "disBaseLink": "/images/catalog/swatch/8a9099.svg",
            "link": "/images/catalog/swatch/8a9099.svg",
            "title": "Gray"
          }
        },
        {
          "value": "walnut",
          "name": "Walnut",
          "orderable": true,
          "imageSwatch": {
            "alt": "Walnut",
            "disBaseLink": "/images/catalog/swatch/5c3d2a.svg",
            "link": "/images/catalog/swatch/5c3d2a.svg",
            "title": "Walnut"
          }
        },
        {
          "value": "beige",
          "name": "Beige",
          "orderable": true,
          "imageSwatch": {
            "alt": "Beige",
            "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
            "link": "/images/catalog/swatch/d8c7a8.svg",
            "title": "Beige"
          }
        }
      ]
    },
    {
      "id": "size",
      "name": "Size",
      "values": [
        {
          "value": "twin",
          "name": "Twin",
          "orderable": true
        },
        {
          "value": "full",
          "name": "Full",
          "orderable": true
        },
        {
          "value": "queen",
          "name": "Queen",
          "orderable": true
        },
        {
          "value": "king",
          "name": "King",
          "orderable": true
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "beds-001-gray-twin",
      "orderable": true,
      "price": 925.99,
      "variationValues": {
        "color": "gray",
        "size": "twin"
      }
    },
    {
      "productId": "beds-001-gray-full",
      "orderable": true,
      "price": 1037.99,
      "variationValues": {
        "color": "gray",
        "size": "full"
      }
    },
    {
      "productId": "beds-001-gray-queen",
      "orderable": false,
      "price": 1148.99,
      "variationValues": {
        "color": "gray",
        "size": "queen"
      }
    },
    {
      "productId": "beds-001-gray-king",
      "orderable": true,
      "price": 1259.99,
      "variationValues": {
        "color": "gray",
        "size": "king"
      }
    },
    {
      "productId": "beds-001-walnut-twin",
      "orderable": true,
      "price": 925.99,
      "variationValues": {
        "color": "walnut",
        "size": "twin"
      }
    },
    {
      "productId": "beds-001-walnut-full",
      "orderable": true,
      "price": 1037.99,
      "variationValues": {
        "color": "walnut",
        "size": "full"
      }
    },
    {
      "productId": "beds-001-walnut-queen",
      "orderable": true,
      "price": 1148.99,
      "variationValues": {
        "color": "walnut",
        "size": "queen"
      }
    },
    {
      "productId": "beds-001-walnut-king",
      "orderable": true,
      "price": 1259.99,
      "variationValues": {
        "color": "walnut",
        "size": "king"
      }
    },
    {
      "productId": "beds-001-beige-twin",
      "orderable": true,
      "price": 925.99,
      "variationValues": {
        "color": "beige",
        "size": "twin"
      }
    },
    {
      "productId": "beds-001-beige-full",
      "orderable": true,
      "price": 1037.99,
      "variationValues": {
        "color": "beige",
        "size": "full"
      }
    },
    {
      "productId": "beds-001-beige-queen",
      "orderable": true,
      "price": 1148.99,
      "variationValues": {
        "color": "beige",
        "size": "queen"
      }
    },
    {
      "productId": "beds-001-beige-king",
      "orderable": true,
      "price": 1259.99,
      "variationValues": {
        "color": "beige",
        "size": "king"
      }
    }
  ],
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "furniture",
      "name": "Furniture"
    },
    {
      "id": "bedroom",
      "name": "Bedroom"
    },
    {
      "id": "beds",
      "name": "Beds"
    }
  ],
  "c_isNew": false,
  "c_isSale": false
}

/** A tire master (all-season-tires-001): sizes only, minimum 2 in steps of 2, prices 137.99–204.99. */
export const tireMaster: Product = {
  "id": "all-season-tires-001",
  "name": "Tourline AS All-Season Tire",
  "brand": "Kestrel Tire",
  "currency": "USD",
  "shortDescription": "The Tourline AS All-Season Tire from Kestrel Tire delivers confident year-round traction and a quiet, comfortable ride. Lease a full set and pay over time.",
  "longDescription": "Tread pattern built for year-round traction\nDeep grooves channel water for wet grip\nQuiet, comfortable ride\nLimited treadwear warranty\nPrice is per tire",
  "primaryCategoryId": "all-season-tires",
  "type": {
    "master": true
  },
  "minOrderQuantity": 2,
  "stepQuantity": 2,
  "price": 137.99,
  "priceMax": 204.99,
  "pricePerUnit": 137.99,
  "prices": {},
  "priceRanges": [
    {
      "maxPrice": 204.99,
      "minPrice": 137.99,
      "pricebook": "usd-list"
    }
  ],
  "inventory": {
    "ats": 114,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 114
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Tourline AS All-Season Tire",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS All-Season Tire"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Tourline AS All-Season Tire",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS All-Season Tire"
        }
      ],
      "viewType": "small"
    }
  ],
  "variationAttributes": [
    {
      "id": "size",
      "name": "Size",
      "values": [
        {
          "value": "195-65r15",
          "name": "195/65R15",
          "orderable": true
        },
        {
          "value": "205-55r16",
          "name": "205/55R16",
          "orderable": true
        },
        {
          "value": "215-60r16",
          "name": "215/60R16",
          "orderable": true
        },
        {
          "value": "225-65r17",
          "name": "225/65R17",
          "orderable": true
        },
        {
          "value": "235-65r18",
          "name": "235/65R18",
          "orderable": true
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "all-season-tires-001-195-65r15",
      "orderable": true,
      "price": 137.99,
      "variationValues": {
        "size": "195-65r15"
      }
    },
    {
      "productId": "all-season-tires-001-205-55r16",
      "orderable": true,
      "price": 154.99,
      "variationValues": {
        "size": "205-55r16"
      }
    },
    {
      "productId": "all-season-tires-001-215-60r16",
      "orderable": true,
      "price": 171.99,
      "variationValues": {
        "size": "215-60r16"
      }
    },
    {
      "productId": "all-season-tires-001-225-65r17",
      "orderable": true,
      "price": 188.99,
      "variationValues": {
        "size": "225-65r17"
      }
    },
    {
      "productId": "all-season-tires-001-235-65r18",
      "orderable": true,
      "price": 204.99,
      "variationValues": {
        "size": "235-65r18"
      }
    }
  ],
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "tires-wheels",
      "name": "Tires & Wheels"
    },
    {
      "id": "tires",
      "name": "Tires"
    },
    {
      "id": "all-season-tires",
      "name": "All-Season Tires"
    }
  ],
  "c_isNew": false,
  "c_isSale": false
}

/** A tire variant with quantity discounts (4 or more: 124.19 each) and 2 in stock. */
export const tireVariant: Product = {
  "id": "all-season-tires-001-195-65r15",
  "name": "Tourline AS All-Season Tire",
  "brand": "Kestrel Tire",
  "currency": "USD",
  "shortDescription": "The Tourline AS All-Season Tire from Kestrel Tire delivers confident year-round traction and a quiet, comfortable ride. Lease a full set and pay over time.",
  "longDescription": "Tread pattern built for year-round traction\nDeep grooves channel water for wet grip\nQuiet, comfortable ride\nLimited treadwear warranty\nPrice is per tire",
  "primaryCategoryId": "all-season-tires",
  "type": {
    "variant": true
  },
  "minOrderQuantity": 2,
  "stepQuantity": 2,
  "price": 137.99,
  "pricePerUnit": 137.99,
  "prices": {
    "usd-list": 137.99
  },
  "tieredPrices": [
    {
      "price": 137.99,
      "pricebook": "usd-list",
      "quantity": 1
    },
    {
      "price": 124.19,
      "pricebook": "usd-list",
      "quantity": 4
    }
  ],
  "inventory": {
    "ats": 2,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 2
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Tourline AS All-Season Tire",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS All-Season Tire"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Tourline AS All-Season Tire",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS All-Season Tire"
        }
      ],
      "viewType": "small"
    }
  ],
  "variationAttributes": [
    {
      "id": "size",
      "name": "Size",
      "values": [
        {
          "value": "195-65r15",
          "name": "195/65R15",
          "orderable": true
        },
        {
          "value": "205-55r16",
          "name": "205/55R16",
          "orderable": true
        },
        {
          "value": "215-60r16",
          "name": "215/60R16",
          "orderable": true
        },
        {
          "value": "225-65r17",
          "name": "225/65R17",
          "orderable": true
        },
        {
          "value": "235-65r18",
          "name": "235/65R18",
          "orderable": true
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "all-season-tires-001-195-65r15",
      "orderable": true,
      "price": 137.99,
      "variationValues": {
        "size": "195-65r15"
      }
    },
    {
      "productId": "all-season-tires-001-205-55r16",
      "orderable": true,
      "price": 154.99,
      "variationValues": {
        "size": "205-55r16"
      }
    },
    {
      "productId": "all-season-tires-001-215-60r16",
      "orderable": true,
      "price": 171.99,
      "variationValues": {
        "size": "215-60r16"
      }
    },
    {
      "productId": "all-season-tires-001-225-65r17",
      "orderable": true,
      "price": 188.99,
      "variationValues": {
        "size": "225-65r17"
      }
    },
    {
      "productId": "all-season-tires-001-235-65r18",
      "orderable": true,
      "price": 204.99,
      "variationValues": {
        "size": "235-65r18"
      }
    }
  ],
  "variationValues": {
    "size": "195-65r15"
  },
  "master": {
    "masterId": "all-season-tires-001",
    "orderable": true,
    "price": 137.99,
    "priceMax": 204.99
  },
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "tires-wheels",
      "name": "Tires & Wheels"
    },
    {
      "id": "tires",
      "name": "Tires"
    },
    {
      "id": "all-season-tires",
      "name": "All-Season Tires"
    }
  ],
  "c_isNew": false,
  "c_isSale": false
}

/** A sectional (sectionals-003) with a promotion; gray and brown cannot be ordered. */
export const sectionalMaster: Product = {
  "id": "sectionals-003",
  "name": "Cordova L-Shaped Sectional",
  "brand": "Marlow Loft",
  "currency": "USD",
  "shortDescription": "Spread out on the Cordova L-Shaped Sectional from Marlow Loft, a roomy sectional with plush cushions and a layout that fits the way your family relaxes.",
  "longDescription": "Pieces connect with hidden locking brackets\nDeep seats with plush fiber-wrapped cushions\nDurable, easy-clean upholstery\nFlexible layout for any room",
  "primaryCategoryId": "sectionals",
  "type": {
    "master": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 1419.99,
  "pricePerUnit": 1419.99,
  "prices": {},
  "priceRanges": [
    {
      "maxPrice": 1670.99,
      "minPrice": 1670.99,
      "pricebook": "usd-list"
    },
    {
      "maxPrice": 1419.99,
      "minPrice": 1419.99,
      "pricebook": "usd-sale"
    }
  ],
  "inventory": {
    "ats": 51,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 51
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional",
          "disBaseLink": "/images/catalog/sofa/8a9099.svg",
          "link": "/images/catalog/sofa/8a9099.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Gray",
          "disBaseLink": "/images/catalog/sofa/8a9099.svg",
          "link": "/images/catalog/sofa/8a9099.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Brown",
          "disBaseLink": "/images/catalog/sofa/7a5230.svg",
          "link": "/images/catalog/sofa/7a5230.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "brown"
            }
          ]
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional",
          "disBaseLink": "/images/catalog/sofa/8a9099.svg",
          "link": "/images/catalog/sofa/8a9099.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Gray",
          "disBaseLink": "/images/catalog/sofa/8a9099.svg",
          "link": "/images/catalog/sofa/8a9099.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Charcoal",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Navy",
          "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
          "link": "/images/catalog/sofa/1f3a5f.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Cordova L-Shaped Sectional, Brown",
          "disBaseLink": "/images/catalog/sofa/7a5230.svg",
          "link": "/images/catalog/sofa/7a5230.svg",
          "title": "Cordova L-Shaped Sectional"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "brown"
            }
          ]
        }
      ],
      "viewType": "small"
    },
    {
      "images": [
        {
          "alt": "Gray",
          "disBaseLink": "/images/catalog/swatch/8a9099.svg",
          "link": "/images/catalog/swatch/8a9099.svg",
          "title": "Gray"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "gray"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Charcoal",
          "disBaseLink": "/images/catalog/swatch/3e4349.svg",
          "link": "/images/catalog/swatch/3e4349.svg",
          "title": "Charcoal"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "charcoal"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Navy",
          "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
          "link": "/images/catalog/swatch/1f3a5f.svg",
          "title": "Navy"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "navy"
            }
          ]
        }
      ],
      "viewType": "swatch"
    },
    {
      "images": [
        {
          "alt": "Brown",
          "disBaseLink": "/images/catalog/swatch/7a5230.svg",
          "link": "/images/catalog/swatch/7a5230.svg",
          "title": "Brown"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "values": [
            {
              "value": "brown"
            }
          ]
        }
      ],
      "viewType": "swatch"
    }
  ],
  "variationAttributes": [
    {
      "id": "color",
      "name": "Color",
      "values": [
        {
          "value": "gray",
          "name": "Gray",
          "orderable": false,
          "imageSwatch": {
            "alt": "Gray",
            "disBaseLink": "/images/catalog/swatch/8a9099.svg",
            "link": "/images/catalog/swatch/8a9099.svg",
            "title": "Gray"
          }
        },
        {
          "value": "charcoal",
          "name": "Charcoal",
          "orderable": true,
          "imageSwatch": {
            "alt": "Charcoal",
            "disBaseLink": "/images/catalog/swatch/3e4349.svg",
            "link": "/images/catalog/swatch/3e4349.svg",
            "title": "Charcoal"
          }
        },
        {
          "value": "navy",
          "name": "Navy",
          "orderable": true,
          "imageSwatch": {
            "alt": "Navy",
            "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
            "link": "/images/catalog/swatch/1f3a5f.svg",
            "title": "Navy"
          }
        },
        {
          "value": "brown",
          "name": "Brown",
          "orderable": false,
          "imageSwatch": {
            "alt": "Brown",
            "disBaseLink": "/images/catalog/swatch/7a5230.svg",
            "link": "/images/catalog/swatch/7a5230.svg",
            "title": "Brown"
          }
        }
      ]
    }
  ],
  "variants": [
    {
      "productId": "sectionals-003-gray",
      "orderable": false,
      "price": 1419.99,
      "variationValues": {
        "color": "gray"
      },
      "productPromotions": [
        {
          "calloutMsg": "90-day early purchase option",
          "promotionId": "early-purchase"
        }
      ]
    },
    {
      "productId": "sectionals-003-charcoal",
      "orderable": true,
      "price": 1419.99,
      "variationValues": {
        "color": "charcoal"
      },
      "productPromotions": [
        {
          "calloutMsg": "90-day early purchase option",
          "promotionId": "early-purchase"
        }
      ]
    },
    {
      "productId": "sectionals-003-navy",
      "orderable": true,
      "price": 1419.99,
      "variationValues": {
        "color": "navy"
      },
      "productPromotions": [
        {
          "calloutMsg": "90-day early purchase option",
          "promotionId": "early-purchase"
        }
      ]
    },
    {
      "productId": "sectionals-003-brown",
      "orderable": false,
      "price": 1419.99,
      "variationValues": {
        "color": "brown"
      },
      "productPromotions": [
        {
          "calloutMsg": "90-day early purchase option",
          "promotionId": "early-purchase"
        }
      ]
    }
  ],
  "productPromotions": [
    {
      "calloutMsg": "90-day early purchase option",
      "promotionId": "early-purchase"
    }
  ],
  "c_primaryCategoryPath": [
    {
      "id": "furniture",
      "name": "Furniture"
    },
    {
      "id": "living-room",
      "name": "Living Room"
    },
    {
      "id": "sectionals",
      "name": "Sectionals"
    }
  ],
  "c_isNew": false,
  "c_isSale": true
}

/** An item on sale (tablets-002: list 538.99, sale 484.99) with 1 in stock. */
export const tabletItem: Product = {
  "id": "tablets-002",
  "name": "Slate 11 Pro Tablet",
  "brand": "Nimbra",
  "currency": "USD",
  "shortDescription": "Stream, read, draw and video chat with the Slate 11 Pro Tablet from Nimbra, a lightweight tablet for the whole family.",
  "longDescription": "Vivid high-resolution touchscreen\nLong-lasting battery\nFront and rear cameras\nExpandable storage",
  "primaryCategoryId": "tablets",
  "type": {
    "item": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 484.99,
  "pricePerUnit": 484.99,
  "prices": {
    "usd-list": 538.99,
    "usd-sale": 484.99
  },
  "inventory": {
    "ats": 1,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 1
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Slate 11 Pro Tablet",
          "disBaseLink": "/images/catalog/tablet/52606d.svg",
          "link": "/images/catalog/tablet/52606d.svg",
          "title": "Slate 11 Pro Tablet"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Slate 11 Pro Tablet",
          "disBaseLink": "/images/catalog/tablet/52606d.svg",
          "link": "/images/catalog/tablet/52606d.svg",
          "title": "Slate 11 Pro Tablet"
        }
      ],
      "viewType": "small"
    }
  ],
  "productPromotions": [],
  "c_primaryCategoryPath": [
    {
      "id": "computers",
      "name": "Computers"
    },
    {
      "id": "tablets",
      "name": "Tablets"
    }
  ],
  "c_isNew": false,
  "c_isSale": true
}

/** A set of three products, 70 in stock, the sofa the member with the fewest. */
export const livingRoomSet: Product = {
  "id": "harbor-living-room-set",
  "name": "Harbor Reclining Living Room Set",
  "brand": "Ashford Home",
  "currency": "USD",
  "shortDescription": "The Harbor Reclining Sofa, Harbor Reclining Loveseat and Harbor Rocker Recliner together, with matching fabric and one weekly payment.",
  "longDescription": "",
  "primaryCategoryId": "living-room-sets",
  "type": {
    "set": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 493.99,
  "priceMax": 822.99,
  "pricePerUnit": 493.99,
  "prices": {},
  "inventory": {
    "ats": 70,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 70,
    "lowestStockLevelProductName": "Harbor Reclining Sofa"
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Harbor Reclining Living Room Set",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Living Room Set"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Harbor Reclining Living Room Set",
          "disBaseLink": "/images/catalog/sofa/3e4349.svg",
          "link": "/images/catalog/sofa/3e4349.svg",
          "title": "Harbor Reclining Living Room Set"
        }
      ],
      "viewType": "small"
    }
  ],
  "productPromotions": [],
  "setProducts": [
    {
      "id": "sofas-001",
      "name": "Harbor Reclining Sofa",
      "brand": "Ashford Home",
      "currency": "USD",
      "shortDescription": "The Harbor Reclining Sofa from Ashford Home pairs deep, supportive seating with a sturdy hardwood frame built for everyday living. Take it home today with low weekly lease payments.",
      "longDescription": "Kiln-dried hardwood frame\nHigh-resilience foam cushions\nStain-resistant performance fabric\nPocketed-coil seat support",
      "primaryCategoryId": "sofas",
      "type": {
        "master": true
      },
      "minOrderQuantity": 1,
      "stepQuantity": 1,
      "price": 547.99,
      "pricePerUnit": 547.99,
      "prices": {},
      "priceRanges": [
        {
          "maxPrice": 730.99,
          "minPrice": 730.99,
          "pricebook": "usd-list"
        },
        {
          "maxPrice": 547.99,
          "minPrice": 547.99,
          "pricebook": "usd-sale"
        }
      ],
      "inventory": {
        "ats": 70,
        "backorderable": false,
        "id": "inventory_m",
        "orderable": true,
        "preorderable": false,
        "stockLevel": 70
      },
      "imageGroups": [
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Charcoal",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "charcoal"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Navy",
              "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
              "link": "/images/catalog/sofa/1f3a5f.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "navy"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Beige",
              "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
              "link": "/images/catalog/sofa/d8c7a8.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Charcoal",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "charcoal"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Navy",
              "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
              "link": "/images/catalog/sofa/1f3a5f.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "navy"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Sofa, Beige",
              "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
              "link": "/images/catalog/sofa/d8c7a8.svg",
              "title": "Harbor Reclining Sofa"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "medium"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "name": "Color",
          "values": [
            {
              "value": "charcoal",
              "name": "Charcoal",
              "orderable": true,
              "imageSwatch": {
                "alt": "Charcoal",
                "disBaseLink": "/images/catalog/swatch/3e4349.svg",
                "link": "/images/catalog/swatch/3e4349.svg",
                "title": "Charcoal"
              }
            },
            {
              "value": "navy",
              "name": "Navy",
              "orderable": true,
              "imageSwatch": {
                "alt": "Navy",
                "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
                "link": "/images/catalog/swatch/1f3a5f.svg",
                "title": "Navy"
              }
            },
            {
              "value": "beige",
              "name": "Beige",
              "orderable": true,
              "imageSwatch": {
                "alt": "Beige",
                "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
                "link": "/images/catalog/swatch/d8c7a8.svg",
                "title": "Beige"
              }
            }
          ]
        }
      ],
      "variants": [
        {
          "productId": "sofas-001-charcoal",
          "orderable": true,
          "price": 547.99,
          "variationValues": {
            "color": "charcoal"
          }
        },
        {
          "productId": "sofas-001-navy",
          "orderable": true,
          "price": 547.99,
          "variationValues": {
            "color": "navy"
          }
        },
        {
          "productId": "sofas-001-beige",
          "orderable": true,
          "price": 547.99,
          "variationValues": {
            "color": "beige"
          }
        }
      ],
      "productPromotions": [],
      "c_primaryCategoryPath": [],
      "c_isNew": false,
      "c_isSale": true
    },
    {
      "id": "sofas-011",
      "name": "Harbor Reclining Loveseat",
      "brand": "Linden & Co.",
      "currency": "USD",
      "shortDescription": "The Harbor Reclining Loveseat from Linden & Co. pairs deep, supportive seating with a sturdy hardwood frame built for everyday living. Take it home today with low weekly lease payments.",
      "longDescription": "Kiln-dried hardwood frame\nHigh-resilience foam cushions\nStain-resistant performance fabric\nPocketed-coil seat support",
      "primaryCategoryId": "sofas",
      "type": {
        "master": true
      },
      "minOrderQuantity": 1,
      "stepQuantity": 1,
      "price": 822.99,
      "pricePerUnit": 822.99,
      "prices": {},
      "priceRanges": [
        {
          "maxPrice": 822.99,
          "minPrice": 822.99,
          "pricebook": "usd-list"
        }
      ],
      "inventory": {
        "ats": 110,
        "backorderable": false,
        "id": "inventory_m",
        "orderable": true,
        "preorderable": false,
        "stockLevel": 110
      },
      "imageGroups": [
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat",
              "disBaseLink": "/images/catalog/sofa/8a9099.svg",
              "link": "/images/catalog/sofa/8a9099.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Gray",
              "disBaseLink": "/images/catalog/sofa/8a9099.svg",
              "link": "/images/catalog/sofa/8a9099.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "gray"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Charcoal",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "charcoal"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Navy",
              "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
              "link": "/images/catalog/sofa/1f3a5f.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "navy"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Beige",
              "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
              "link": "/images/catalog/sofa/d8c7a8.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Green",
              "disBaseLink": "/images/catalog/sofa/3f6b4e.svg",
              "link": "/images/catalog/sofa/3f6b4e.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "green"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat",
              "disBaseLink": "/images/catalog/sofa/8a9099.svg",
              "link": "/images/catalog/sofa/8a9099.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Gray",
              "disBaseLink": "/images/catalog/sofa/8a9099.svg",
              "link": "/images/catalog/sofa/8a9099.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "gray"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Charcoal",
              "disBaseLink": "/images/catalog/sofa/3e4349.svg",
              "link": "/images/catalog/sofa/3e4349.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "charcoal"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Navy",
              "disBaseLink": "/images/catalog/sofa/1f3a5f.svg",
              "link": "/images/catalog/sofa/1f3a5f.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "navy"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Beige",
              "disBaseLink": "/images/catalog/sofa/d8c7a8.svg",
              "link": "/images/catalog/sofa/d8c7a8.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Reclining Loveseat, Green",
              "disBaseLink": "/images/catalog/sofa/3f6b4e.svg",
              "link": "/images/catalog/sofa/3f6b4e.svg",
              "title": "Harbor Reclining Loveseat"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "green"
                }
              ]
            }
          ],
          "viewType": "medium"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "name": "Color",
          "values": [
            {
              "value": "gray",
              "name": "Gray",
              "orderable": true,
              "imageSwatch": {
                "alt": "Gray",
                "disBaseLink": "/images/catalog/swatch/8a9099.svg",
                "link": "/images/catalog/swatch/8a9099.svg",
                "title": "Gray"
              }
            },
            {
              "value": "charcoal",
              "name": "Charcoal",
              "orderable": true,
              "imageSwatch": {
                "alt": "Charcoal",
                "disBaseLink": "/images/catalog/swatch/3e4349.svg",
                "link": "/images/catalog/swatch/3e4349.svg",
                "title": "Charcoal"
              }
            },
            {
              "value": "navy",
              "name": "Navy",
              "orderable": true,
              "imageSwatch": {
                "alt": "Navy",
                "disBaseLink": "/images/catalog/swatch/1f3a5f.svg",
                "link": "/images/catalog/swatch/1f3a5f.svg",
                "title": "Navy"
              }
            },
            {
              "value": "beige",
              "name": "Beige",
              "orderable": false,
              "imageSwatch": {
                "alt": "Beige",
                "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
                "link": "/images/catalog/swatch/d8c7a8.svg",
                "title": "Beige"
              }
            },
            {
              "value": "green",
              "name": "Green",
              "orderable": true,
              "imageSwatch": {
                "alt": "Green",
                "disBaseLink": "/images/catalog/swatch/3f6b4e.svg",
                "link": "/images/catalog/swatch/3f6b4e.svg",
                "title": "Green"
              }
            }
          ]
        }
      ],
      "variants": [
        {
          "productId": "sofas-011-gray",
          "orderable": true,
          "price": 822.99,
          "variationValues": {
            "color": "gray"
          }
        },
        {
          "productId": "sofas-011-charcoal",
          "orderable": true,
          "price": 822.99,
          "variationValues": {
            "color": "charcoal"
          }
        },
        {
          "productId": "sofas-011-navy",
          "orderable": true,
          "price": 822.99,
          "variationValues": {
            "color": "navy"
          }
        },
        {
          "productId": "sofas-011-beige",
          "orderable": false,
          "price": 822.99,
          "variationValues": {
            "color": "beige"
          }
        },
        {
          "productId": "sofas-011-green",
          "orderable": true,
          "price": 822.99,
          "variationValues": {
            "color": "green"
          }
        }
      ],
      "productPromotions": [],
      "c_primaryCategoryPath": [],
      "c_isNew": false,
      "c_isSale": false
    },
    {
      "id": "recliners-001",
      "name": "Harbor Rocker Recliner",
      "brand": "Ashford Home",
      "currency": "USD",
      "shortDescription": "Kick back in the Harbor Rocker Recliner from Ashford Home, with a smooth reclining mechanism and cushioning that supports you from head to toe.",
      "longDescription": "Smooth one-touch reclining mechanism\nPadded, full-length footrest\nPlush pillow-top arms\nSteel-reinforced seat box",
      "primaryCategoryId": "recliners",
      "type": {
        "master": true
      },
      "minOrderQuantity": 1,
      "stepQuantity": 1,
      "price": 493.99,
      "pricePerUnit": 493.99,
      "prices": {},
      "priceRanges": [
        {
          "maxPrice": 549.99,
          "minPrice": 549.99,
          "pricebook": "usd-list"
        },
        {
          "maxPrice": 493.99,
          "minPrice": 493.99,
          "pricebook": "usd-sale"
        }
      ],
      "inventory": {
        "ats": 74,
        "backorderable": false,
        "id": "inventory_m",
        "orderable": true,
        "preorderable": false,
        "stockLevel": 74
      },
      "imageGroups": [
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner",
              "disBaseLink": "/images/catalog/chair/8a9099.svg",
              "link": "/images/catalog/chair/8a9099.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner, Gray",
              "disBaseLink": "/images/catalog/chair/8a9099.svg",
              "link": "/images/catalog/chair/8a9099.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "gray"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner, Beige",
              "disBaseLink": "/images/catalog/chair/d8c7a8.svg",
              "link": "/images/catalog/chair/d8c7a8.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "large"
        },
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner",
              "disBaseLink": "/images/catalog/chair/8a9099.svg",
              "link": "/images/catalog/chair/8a9099.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner, Gray",
              "disBaseLink": "/images/catalog/chair/8a9099.svg",
              "link": "/images/catalog/chair/8a9099.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "gray"
                }
              ]
            }
          ],
          "viewType": "medium"
        },
        {
          "images": [
            {
              "alt": "Harbor Rocker Recliner, Beige",
              "disBaseLink": "/images/catalog/chair/d8c7a8.svg",
              "link": "/images/catalog/chair/d8c7a8.svg",
              "title": "Harbor Rocker Recliner"
            }
          ],
          "variationAttributes": [
            {
              "id": "color",
              "values": [
                {
                  "value": "beige"
                }
              ]
            }
          ],
          "viewType": "medium"
        }
      ],
      "variationAttributes": [
        {
          "id": "color",
          "name": "Color",
          "values": [
            {
              "value": "gray",
              "name": "Gray",
              "orderable": true,
              "imageSwatch": {
                "alt": "Gray",
                "disBaseLink": "/images/catalog/swatch/8a9099.svg",
                "link": "/images/catalog/swatch/8a9099.svg",
                "title": "Gray"
              }
            },
            {
              "value": "beige",
              "name": "Beige",
              "orderable": true,
              "imageSwatch": {
                "alt": "Beige",
                "disBaseLink": "/images/catalog/swatch/d8c7a8.svg",
                "link": "/images/catalog/swatch/d8c7a8.svg",
                "title": "Beige"
              }
            }
          ]
        }
      ],
      "variants": [
        {
          "productId": "recliners-001-gray",
          "orderable": true,
          "price": 493.99,
          "variationValues": {
            "color": "gray"
          }
        },
        {
          "productId": "recliners-001-beige",
          "orderable": true,
          "price": 493.99,
          "variationValues": {
            "color": "beige"
          }
        }
      ],
      "productPromotions": [],
      "c_primaryCategoryPath": [],
      "c_isNew": false,
      "c_isSale": true
    }
  ],
  "c_primaryCategoryPath": [
    {
      "id": "furniture",
      "name": "Furniture"
    },
    {
      "id": "living-room",
      "name": "Living Room"
    },
    {
      "id": "living-room-sets",
      "name": "Living Room Sets"
    }
  ],
  "c_isNew": false,
  "c_isSale": true
}

/** A bundle of four tires, 11 in stock. */
export const tireBundle: Product = {
  "id": "tourline-four-tire-bundle",
  "name": "Tourline AS Set of 4 Tires",
  "brand": "Kestrel Tire",
  "currency": "USD",
  "shortDescription": "A full set of four Tourline AS all-season tires for even wear and balanced handling, on one weekly payment.",
  "longDescription": "",
  "primaryCategoryId": "all-season-tires",
  "type": {
    "bundle": true
  },
  "minOrderQuantity": 1,
  "stepQuantity": 1,
  "price": 495.99,
  "pricePerUnit": 495.99,
  "prices": {
    "usd-list": 495.99
  },
  "inventory": {
    "ats": 11,
    "backorderable": false,
    "id": "inventory_m",
    "orderable": true,
    "preorderable": false,
    "stockLevel": 11
  },
  "imageGroups": [
    {
      "images": [
        {
          "alt": "Tourline AS Set of 4 Tires",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS Set of 4 Tires"
        }
      ],
      "viewType": "large"
    },
    {
      "images": [
        {
          "alt": "Tourline AS Set of 4 Tires",
          "disBaseLink": "/images/catalog/tire/52606d.svg",
          "link": "/images/catalog/tire/52606d.svg",
          "title": "Tourline AS Set of 4 Tires"
        }
      ],
      "viewType": "small"
    }
  ],
  "productPromotions": [],
  "bundledProducts": [
    {
      "id": "all-season-tires-001",
      "product": {
        "id": "all-season-tires-001",
        "name": "Tourline AS All-Season Tire",
        "brand": "Kestrel Tire",
        "currency": "USD",
        "shortDescription": "The Tourline AS All-Season Tire from Kestrel Tire delivers confident year-round traction and a quiet, comfortable ride. Lease a full set and pay over time.",
        "longDescription": "Tread pattern built for year-round traction\nDeep grooves channel water for wet grip\nQuiet, comfortable ride\nLimited treadwear warranty\nPrice is per tire",
        "primaryCategoryId": "all-season-tires",
        "type": {
          "master": true
        },
        "minOrderQuantity": 2,
        "stepQuantity": 2,
        "price": 137.99,
        "priceMax": 204.99,
        "pricePerUnit": 137.99,
        "prices": {},
        "priceRanges": [
          {
            "maxPrice": 204.99,
            "minPrice": 137.99,
            "pricebook": "usd-list"
          }
        ],
        "inventory": {
          "ats": 114,
          "backorderable": false,
          "id": "inventory_m",
          "orderable": true,
          "preorderable": false,
          "stockLevel": 114
        },
        "imageGroups": [
          {
            "images": [
              {
                "alt": "Tourline AS All-Season Tire",
                "disBaseLink": "/images/catalog/tire/52606d.svg",
                "link": "/images/catalog/tire/52606d.svg",
                "title": "Tourline AS All-Season Tire"
              }
            ],
            "viewType": "large"
          },
          {
            "images": [
              {
                "alt": "Tourline AS All-Season Tire",
                "disBaseLink": "/images/catalog/tire/52606d.svg",
                "link": "/images/catalog/tire/52606d.svg",
                "title": "Tourline AS All-Season Tire"
              }
            ],
            "viewType": "medium"
          }
        ],
        "variationAttributes": [
          {
            "id": "size",
            "name": "Size",
            "values": [
              {
                "value": "195-65r15",
                "name": "195/65R15",
                "orderable": true
              },
              {
                "value": "205-55r16",
                "name": "205/55R16",
                "orderable": true
              },
              {
                "value": "215-60r16",
                "name": "215/60R16",
                "orderable": true
              },
              {
                "value": "225-65r17",
                "name": "225/65R17",
                "orderable": true
              },
              {
                "value": "235-65r18",
                "name": "235/65R18",
                "orderable": true
              }
            ]
          }
        ],
        "variants": [
          {
            "productId": "all-season-tires-001-195-65r15",
            "orderable": true,
            "price": 137.99,
            "variationValues": {
              "size": "195-65r15"
            }
          },
          {
            "productId": "all-season-tires-001-205-55r16",
            "orderable": true,
            "price": 154.99,
            "variationValues": {
              "size": "205-55r16"
            }
          },
          {
            "productId": "all-season-tires-001-215-60r16",
            "orderable": true,
            "price": 171.99,
            "variationValues": {
              "size": "215-60r16"
            }
          },
          {
            "productId": "all-season-tires-001-225-65r17",
            "orderable": true,
            "price": 188.99,
            "variationValues": {
              "size": "225-65r17"
            }
          },
          {
            "productId": "all-season-tires-001-235-65r18",
            "orderable": true,
            "price": 204.99,
            "variationValues": {
              "size": "235-65r18"
            }
          }
        ],
        "productPromotions": [],
        "c_primaryCategoryPath": [],
        "c_isNew": false,
        "c_isSale": false
      },
      "quantity": 4
    }
  ],
  "c_primaryCategoryPath": [
    {
      "id": "tires-wheels",
      "name": "Tires & Wheels"
    },
    {
      "id": "tires",
      "name": "Tires"
    },
    {
      "id": "all-season-tires",
      "name": "All-Season Tires"
    }
  ],
  "c_isNew": false,
  "c_isSale": false
}
