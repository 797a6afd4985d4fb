// Generated from libs/client/openapi.json by `npm run client:generate` (scripts/client/generate.mjs): do not edit.
// The API as its OpenAPI document states it; `npm test` fails while this file is older than the document.

export interface paths {
  '/v1/attention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AttentionController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/attention/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The attention counts as server-sent events
     * @description `event: attention` with the counts as `data`, at once and then on every change (read every 10 s); a comment line every 15 s keeps it open; it ends after 10 minutes (reconnect). At most 10 open streams per user.
     */
    get: operations['AttentionController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/has-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_hasPassword'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_token'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cargo/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CargoController_createLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cargo/labels/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CargoController_batch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cargo/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CargoController_shipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/cargo/tracking/{tracking_number}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CargoController_tracking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/documents/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Opens a document link (`label_url`, `pdf_url`, `xml_url`): no bearer token, valid 24 hours
     * @description PDF by default; a label as ZPL for Zebra printers with `?format=zpl` or `Accept: application/zpl`, an invoice as UBL-TR XML with `?format=xml` (its `xml_url`) or `Accept: application/xml`. 401 `auth.token_expired` past the link’s 24 hours, `auth.token_invalid` for a link that is not ours or was altered; 404 for a document that is gone; 400 naming `format` or `Accept` for a format the document does not have
     */
    get: operations['DocumentsController_open'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['InvoicesController_list'];
    put?: never;
    post: operations['InvoicesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['InvoicesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['InvoicesController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['JobsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/jobs/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The job as server-sent events until it finishes
     * @description `event: job` with the Job as `data`, first at once, then on every change (checked every 500 ms), until `completed` or `failed`; a comment line every 15 s keeps it open; it ends after 10 minutes (reconnect). Bearer token as for any call; at most 10 open streams per user (429 beyond).
     */
    get: operations['JobsController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MarketplacesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MarketplacesController_configure'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MarketplacesController_connect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MarketplacesController_disconnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/oauth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MarketplacesController_oauthCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MarketplacesController_orders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/{slug}/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['MarketplacesController_listings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The connected Amazon.com.tr seller account, asked of Amazon now */
    get: operations['AmazonAccountController_read'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/fba/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock at Amazon’s fulfilment centres (FBA), all SKUs or those named */
    get: operations['AmazonReturnsController_fbaInventory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/fba/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an inbound shipment plan to Amazon’s fulfilment centres */
    post: operations['AmazonReturnsController_fbaShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stock (and price) of listings: `priority: realtime` directly, else by feed */
    post: operations['AmazonListingsController_stock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lists products on Amazon.com.tr: offers on existing ASINs, or new products (both item shapes) */
    post: operations['AmazonListingsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/messaging/{order_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a message to the buyer’s masked address, of a type Amazon permits for the order */
    post: operations['AmazonOrdersController_message'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Amazon.com.tr orders (Orders v0) with their items, the buyer masked */
    get: operations['AmazonOrdersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/orders/{order_id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels an unshipped order for one of Amazon’s reasons (an order acknowledgement feed) */
    post: operations['AmazonOrdersController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/orders/{order_id}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buys a shipping label through Merchant Fulfillment: the eligible services, then the label (PDF) */
    post: operations['AmazonOrdersController_label'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/orders/{order_id}/shipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirms a shipment of order items (confirmShipment): they become Shipped */
    post: operations['AmazonOrdersController_ship'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/pricing/competition': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buy box and competing offers of SKUs (production only: elsewhere 422) */
    get: operations['AmazonReturnsController_competition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Return requests, read from Amazon’s returns report */
    get: operations['AmazonReturnsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/returns/{return_request_id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refunds a returned line (a payment adjustment feed) */
    post: operations['AmazonReturnsController_refund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/amazon/submissions/{submission_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listings or inventory submission, each item with its status, ASIN, warnings and errors */
    get: operations['AmazonListingsController_read'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/batches/{batch_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A submission followed to the end: every item's status, content id, approval and rejection reason */
    get: operations['TrendyolProductsController_batch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/brands/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether Trendyol knows a brand by its exact name (APPROVED with its id, or NOT_FOUND with suggestions) */
    get: operations['TrendyolProductsController_brand'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trendyol's campaigns not yet ended, with their least discount and commission bonus */
    get: operations['TrendyolCampaignsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/campaigns/{campaign_id}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Puts products in a campaign at their campaign prices; each refused item with its reason */
    post: operations['TrendyolCampaignsController_addItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trendyol's return claims */
    get: operations['TrendyolServiceController_claims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/claims/{claim_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Approves or rejects a claim waiting for the seller; a rejection needs evidence_url */
    patch: operations['TrendyolServiceController_decide'];
    trace?: never;
  };
  '/v1/marketplaces/trendyol/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stock and prices in one call, of any size: split into Trendyol requests of 1000 under one batch id */
    post: operations['TrendyolProductsController_inventory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trendyol's order packages in the spec's shape, paged zero-based */
    get: operations['TrendyolOrdersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/orders/{order_number}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's Trendyol common label as PDF; 202 with Retry-After while Trendyol makes it */
    get: operations['TrendyolOrdersController_label'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/orders/{order_number}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Moves a package forward on Trendyol (Picking, Invoiced, Shipped; Cancelled from Created); backward is 422 */
    patch: operations['TrendyolOrdersController_status'];
    trace?: never;
  };
  '/v1/marketplaces/trendyol/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks Trendyol credentials with Trendyol, in the configured environment, without storing them */
    post: operations['TrendyolPingController_ping'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submits products to Trendyol in one call: judged per item first, then sent in batches of 1000 under one batch id */
    post: operations['TrendyolProductsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/products/{barcode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a product's content on Trendyol (a batch of one; stock and prices through /inventory) */
    put: operations['TrendyolProductsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customers' questions of the last two weeks; each waiting one with its 24-hour answer deadline */
    get: operations['TrendyolServiceController_questions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/marketplaces/trendyol/questions/{question_id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers a waiting question (10 to 2000 characters) */
    post: operations['TrendyolServiceController_answer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OrdersController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['OrdersController_updateStatus'];
    trace?: never;
  };
  '/v1/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_list'];
    put?: never;
    post: operations['ProductsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_get'];
    put?: never;
    post?: never;
    delete: operations['ProductsController_delete'];
    options?: never;
    head?: never;
    patch: operations['ProductsController_update'];
    trace?: never;
  };
  '/v1/products/{id}/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ProductsController_setStock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/{id}/stock-movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_stockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ProductsController_bulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SalesController_read'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SettingsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['SettingsController_change'];
    trace?: never;
  };
  '/v1/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['WebhooksController_list'];
    put?: never;
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['WebhooksController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/deliveries/{delivery_id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['WebhooksController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['WebhooksController_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AmazonAccountResponse: {
      /** @description SP-API gives applications no list of registered brands: empty */
      brand_registry: string[];
      /** Format: date-time */
      checked_at: string;
      /** @enum {string} */
      marketplace_id: 'A33AVAJ2PDY3EV';
      /** @example Amazon.com.tr */
      marketplace_name: string;
      /**
       * Format: date-time
       * @description Six months after the grant’s last use (refreshed weekly)
       */
      refresh_token_expires_at: string | null;
      /** @example A1TEZGAHSELLER */
      selling_partner_id: string;
      /** @enum {string} */
      status: 'ok';
      store_name: string | null;
    };
    AmazonAddressResponse: {
      address_line_1: string | null;
      city: string | null;
      country_code: string | null;
      /** @description Masked like the buyer */
      name: string | null;
      /** @description Withheld: always null */
      phone: string | null;
      postal_code: string | null;
      state_or_region: string | null;
    };
    AmazonBuyerResponse: {
      /** @description Amazon’s relay address; never the buyer’s own */
      email: string | null;
      /**
       * @description Masked: each word’s initial
       * @example A*** Y***
       */
      name: string | null;
    };
    AmazonCancelDto: {
      /** @enum {string} */
      reason:
        | 'NoInventory'
        | 'ShippingAddressUndeliverable'
        | 'CustomerExchange'
        | 'BuyerCanceled'
        | 'GeneralAdjustment'
        | 'CarrierCreditDecision'
        | 'RiskAssessmentInformationNotValid'
        | 'CarrierCoverageFailure';
    };
    AmazonCancelResponse: {
      amazon_order_id: string;
      feed_id: string;
      /** @enum {string} */
      reason:
        | 'NoInventory'
        | 'ShippingAddressUndeliverable'
        | 'CustomerExchange'
        | 'BuyerCanceled'
        | 'GeneralAdjustment'
        | 'CarrierCreditDecision'
        | 'RiskAssessmentInformationNotValid'
        | 'CarrierCoverageFailure';
      /**
       * @description Amazon applies the cancellation when it processed the order acknowledgement feed (about a minute)
       * @enum {string}
       */
      status: 'accepted';
      submission_url: string | null;
    };
    AmazonCompetitionItemResponse: {
      asin: string | null;
      buy_box_winner: boolean;
      competitor_count: number;
      lowest_price_new: number | null;
      lowest_price_used: number | null;
      seller_sku: string;
      your_price: number | null;
    };
    AmazonCompetitionResponse: {
      items: components['schemas']['AmazonCompetitionItemResponse'][];
    };
    AmazonEligibleServiceResponse: {
      carrier_name: string;
      cost: components['schemas']['AmazonMoneyResponse'];
      name: string;
      /** @example TR_YURTICI_STANDARD */
      shipping_service_id: string;
    };
    AmazonFbaInventoryItemResponse: {
      asin: string;
      fnsku: string;
      fulfillable_quantity: number;
      inbound_receiving: number;
      inbound_shipped: number;
      inbound_working: number;
      researching_quantity: number;
      reserved_quantity: number;
      seller_sku: string;
      unfulfillable_quantity: number;
    };
    AmazonFbaInventoryResponse: {
      inventory: components['schemas']['AmazonFbaInventoryItemResponse'][];
    };
    AmazonFbaShipmentDto: {
      items: components['schemas']['AmazonInboundItemDto'][];
      /** @example Kasım sevkiyatı */
      name?: string;
      ship_from: components['schemas']['AmazonInboundShipFromDto'];
    };
    AmazonFbaShipmentLineResponse: {
      quantity: number;
      seller_sku: string;
    };
    AmazonFbaShipmentResponse: {
      inbound_plan_id: string;
      items: components['schemas']['AmazonFbaShipmentLineResponse'][];
      operation_id: string;
      /** @enum {string} */
      status: 'created';
    };
    AmazonInboundItemDto: {
      /**
       * @description Who labels the units (default SELLER)
       * @enum {string}
       */
      label_owner?: 'AMAZON' | 'SELLER' | 'NONE';
      /**
       * @description Who preps the units (default NONE)
       * @enum {string}
       */
      prep_owner?: 'AMAZON' | 'SELLER' | 'NONE';
      quantity: number;
      seller_sku: string;
    };
    AmazonInboundShipFromDto: {
      /** @example Sanayi Sok. 5 */
      address_line_1: string;
      /** @example Bursa */
      city: string;
      /** @example TR */
      country_code: string;
      /** @example Tezgah Depo */
      name: string;
      phone?: string;
      /** @example 16000 */
      postal_code: string;
    };
    AmazonInventoryDto: {
      items: components['schemas']['AmazonInventoryItemDto'][];
      /**
       * @description `realtime`: a PATCH per SKU (up to 20 SKUs, seconds); else, or when its quota is spent, one JSON_LISTINGS_FEED (5-30 minutes; the answer says `fallback`)
       * @enum {string}
       */
      priority?: 'realtime' | 'standard';
    };
    AmazonInventoryFallbackResponse: {
      /** @description Turkish explanation */
      message: string;
      /** @enum {string} */
      reason: 'realtime_quota_exhausted';
    };
    AmazonInventoryItemDto: {
      /**
       * @description The new price with tax (TRY); left as it is when absent
       * @example 249.9
       */
      price?: number;
      /** @example 40 */
      quantity: number;
      /** @example TSHIRT-001 */
      seller_sku: string;
    };
    AmazonInventoryResponse: {
      fallback?: components['schemas']['AmazonInventoryFallbackResponse'];
      /** @enum {string} */
      path: 'direct' | 'feed';
      queued: number;
      submission_id: string;
    };
    AmazonItemIssueResponse: {
      /** @description Amazon's own text */
      amazon_message: string;
      attribute_names: string[];
      /** @example 8541 */
      code: string;
      /** @description Turkish reason */
      message: string;
    };
    AmazonLabelDto: {
      package_dimensions: components['schemas']['AmazonPackageDimensionsDto'];
      ship_from: components['schemas']['AmazonShipFromDto'];
      /**
       * @description One of the eligible services; the cheapest when absent
       * @example TR_YURTICI_STANDARD
       */
      shipping_service_id?: string;
    };
    AmazonLabelResponse: {
      carrier_name: string;
      cost: components['schemas']['AmazonMoneyResponse'];
      eligible_services: components['schemas']['AmazonEligibleServiceResponse'][];
      /** @enum {string} */
      label_format: 'PDF';
      /**
       * Format: uri
       * @description Signed link to the label PDF, valid 24 hours, no bearer token
       */
      label_url: string;
      shipping_service_id: string;
      tracking_number: string;
    };
    AmazonListingImageDto: {
      /**
       * @description `main`, `swatch_1`, `lifestyle_1` (spec), and `other_1` … `other_6`
       * @enum {string}
       */
      role: 'main' | 'swatch_1' | 'lifestyle_1' | 'other_1' | 'other_2' | 'other_3' | 'other_4' | 'other_5' | 'other_6';
      /**
       * Format: uri
       * @example https://cdn.example.com/tisort.jpg
       */
      url: string;
    };
    AmazonListingItemDto: {
      /**
       * @description Offer shape: the existing catalogue entry (Amazon’s ASINs are 10 characters, the sandbox’s B0TEZGAH001 … 11)
       * @example B0TEZGAH001
       */
      asin?: string;
      /**
       * @description New product (required there)
       * @example Tezgah
       */
      brand?: string;
      /** @description New product (required there): 1 to 5 */
      bullet_points?: string[];
      /**
       * @description Offer shape (required there)
       * @enum {string}
       */
      condition?: 'new_new';
      /**
       * @description Offer shape (required there); a new product is priced in TRY
       * @enum {string}
       */
      currency?: 'TRY';
      /** @description New product (required there): plain text (HTML breaks Amazon content rules) */
      description?: string;
      /**
       * @description New product (required there): its EAN-13
       * @example 8699000000015
       */
      external_product_id?: string;
      /**
       * @description New product (required there)
       * @enum {string}
       */
      external_product_id_type?: 'EAN';
      /** @enum {string} */
      fulfillment: 'FBM' | 'FBA';
      /**
       * @description Offer shape (required there): days before it ships
       * @example 2
       */
      handling_time_days?: number;
      /** @description New product (required there): 1 to 9 */
      images?: components['schemas']['AmazonListingImageDto'][];
      /**
       * @description New product (required there)
       * @example Tezgah Tekstil
       */
      manufacturer?: string;
      /**
       * @description New product (required there)
       * @example 0.3
       */
      package_weight_kg?: number;
      /**
       * @description Price with tax, in `currency` (TRY)
       * @example 249.9
       */
      price: number;
      /**
       * @description New product (required there): Amazon product type
       * @example SHIRT
       */
      product_type?: string;
      /**
       * @description Merchant-fulfilled stock; FBA stock is what Amazon holds
       * @example 25
       */
      quantity: number;
      /** @example TSHIRT-001 */
      seller_sku: string;
      /**
       * @description New product (required there)
       * @example Pamuklu Tişört Beyaz M
       */
      title?: string;
    };
    AmazonListingsDto: {
      /** @description Up to 20 go to Listings Items one by one; more as one JSON_LISTINGS_FEED */
      items: components['schemas']['AmazonListingItemDto'][];
    };
    AmazonListingsResponse: {
      /** @description Items Amazon accepted (direct path), or queued in the feed */
      accepted_count: number;
      /**
       * @description Present when a new product joined an existing catalogue entry by its EAN
       * @enum {boolean}
       */
      merged_with_existing_asin?: true;
      /** @description Items Amazon refused at once (direct path) */
      rejected_count: number;
      /** Format: uri */
      status_url: string;
      /** @example sub_01JD7Z8QW0ZK6Y1T3G4V5N6M7P */
      submission_id: string;
    };
    AmazonMessageDto: {
      /**
       * @description Amazon permits some per order and status (unshipped: confirmOrderDetails, unexpectedProblem)
       * @enum {string}
       */
      message_type: 'confirmOrderDetails' | 'confirmDeliveryDetails' | 'confirmServiceDetails' | 'unexpectedProblem';
      /** @description Plain text in the buyer’s language; no HTML, no e-mail addresses */
      text: string;
    };
    AmazonMessageResponse: {
      amazon_order_id: string;
      /** @enum {string} */
      message_type: 'confirmOrderDetails' | 'confirmDeliveryDetails' | 'confirmServiceDetails' | 'unexpectedProblem';
      /** Format: date-time */
      sent_at: string;
      /** @enum {string} */
      status: 'sent';
    };
    AmazonMoneyResponse: {
      /** @example 249.9 */
      amount: number;
      /** @example TRY */
      currency_code: string;
    };
    AmazonOrderItemResponse: {
      asin: string;
      /** @description The line’s total (Orders v0 ItemPrice) */
      item_price: components['schemas']['AmazonMoneyResponse'] | null;
      order_item_id: string;
      quantity_ordered: number;
      seller_sku: string | null;
      title: string | null;
    };
    AmazonOrderResponse: {
      /** @example 171-1234567-1234567 */
      amazon_order_id: string;
      buyer: components['schemas']['AmazonBuyerResponse'];
      /** @example MFN */
      fulfillment_channel: string | null;
      is_business_order: boolean;
      is_prime: boolean;
      items: components['schemas']['AmazonOrderItemResponse'][];
      /** @example Unshipped */
      order_status: string;
      order_total: components['schemas']['AmazonMoneyResponse'] | null;
      /** Format: date-time */
      purchase_date: string;
      /** @example Amazon.com.tr */
      sales_channel: string | null;
      shipping_address: components['schemas']['AmazonAddressResponse'] | null;
    };
    AmazonOrdersResponse: {
      orders: components['schemas']['AmazonOrderResponse'][];
    };
    AmazonPackageDimensionsDto: {
      /** @example 10 */
      height_cm: number;
      /** @example 30 */
      length_cm: number;
      /** @example 1.5 */
      weight_kg: number;
      /** @example 20 */
      width_cm: number;
    };
    AmazonRefundDto: {
      /**
       * @description An Amazon AdjustmentReason (`CustomerReturn`, `GeneralAdjustment`, …) or free text (refunded as CustomerReturn)
       * @example CustomerReturn
       */
      reason: string;
      /**
       * @description At most what the returned line was paid
       * @example 150
       */
      refund_amount: number;
      /** @description Refund the line’s shipping charge too */
      refund_shipping: boolean;
    };
    AmazonRefundResponse: {
      amazon_order_id: string;
      feed_id: string;
      refund_amount: components['schemas']['AmazonMoneyResponse'];
      return_request_id: string;
      /**
       * @description Amazon refunds when it processed the payment adjustment feed
       * @enum {string}
       */
      status: 'accepted';
      submission_url: string | null;
    };
    AmazonReturnResponse: {
      amazon_order_id: string;
      amazon_provides_return_label: boolean;
      asin: string;
      customer_comments: string | null;
      order_item_id: string;
      reason: string | null;
      /** Format: date-time */
      request_date: string;
      return_request_id: string;
      seller_sku: string;
      /** @example Authorized */
      status: string;
    };
    AmazonReturnsResponse: {
      returns: components['schemas']['AmazonReturnResponse'][];
    };
    AmazonShipFromDto: {
      /** @example Sanayi Sok. 5 */
      address_line_1: string;
      /** @example Bursa */
      city: string;
      /** @example TR */
      country_code: string;
      /** Format: email */
      email?: string;
      /** @example Tezgah Depo */
      name: string;
      /** @example +902241234567 */
      phone?: string;
      /** @example 16000 */
      postal_code: string;
    };
    AmazonShipmentDto: {
      /**
       * @description Amazon’s carrier code (`UPS`, `DHL`, …) or a Tezgah carrier value (`yurtici`, `aras`, …)
       * @example yurtici
       */
      carrier_code: string;
      items: components['schemas']['AmazonShipmentItemDto'][];
      /** Format: date-time */
      ship_date: string;
      /** @example Standart */
      shipping_method?: string;
      /** @example YK1234567890 */
      tracking_number: string;
    };
    AmazonShipmentItemDto: {
      /** @example 12345678901234 */
      order_item_id: string;
      quantity: number;
    };
    AmazonShipmentLineResponse: {
      order_item_id: string;
      quantity: number;
    };
    AmazonShipmentResponse: {
      amazon_order_id: string;
      items: components['schemas']['AmazonShipmentLineResponse'][];
      /** @enum {string} */
      status: 'shipment_confirmed';
    };
    AmazonSubmissionItemResponse: {
      /** @example B0TEZGAH001 */
      asin: string | null;
      errors: components['schemas']['AmazonItemIssueResponse'][];
      /** @enum {boolean} */
      merged_with_existing_asin?: true;
      seller_sku: string;
      /** @enum {string} */
      status: 'PENDING' | 'VALID' | 'INVALID';
      warnings: components['schemas']['AmazonItemIssueResponse'][];
    };
    AmazonSubmissionResponse: {
      items: components['schemas']['AmazonSubmissionItemResponse'][];
      /** @enum {string} */
      kind: 'listings' | 'inventory';
      /** @enum {string} */
      path: 'direct' | 'feed';
      /** @enum {string} */
      status: 'IN_PROGRESS' | 'ACCEPTED' | 'FATAL';
      submission_id: string;
    };
    AnswerDto: {
      text: string;
    };
    AttentionResponse: {
      /** @description Dead deliveries among each webhook’s newest 100 */
      dead_deliveries: number;
      /** @description Orders in `processing` (`GET /orders?status=processing`) */
      orders_preparing: number;
      /** @description Orders in `created` (`GET /orders?status=created`) */
      orders_to_prepare: number;
      /** @description Orders in `created` or `processing` */
      orders_to_ship: number;
      /** @description Live products whose stock is 0 */
      out_of_stock: number;
      /** @description Trendyol questions waiting for an answer due within 6 hours or overdue (`GET /marketplaces/trendyol/questions`, read at most every 5 minutes); 0 without a Trendyol connection, null while Trendyol cannot be read */
      questions_near_deadline: number | null;
      /** @description Marketplaces whose grant must be renewed */
      reauthorization_required: string[];
      /** @description Rejected invoices (`GET /invoices?status=rejected`) */
      rejected_invoices: number;
    };
    BulkImportDto: {
      /** @description Each element is validated on its own: a bad one is listed in `rejections`, the others imported */
      products: components['schemas']['ProductInputDto'][];
    };
    BulkImportResponse: {
      accepted: number;
      /** @example job_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      job_id: string;
      rejected: number;
      rejections: components['schemas']['BulkRejectionResponse'][];
    };
    BulkRejectionResponse: {
      /**
       * @description `validation.failed`, or `resource.conflict` for a repeated SKU
       * @example validation.failed
       */
      code: string;
      /**
       * @description The first field at fault
       * @example title
       */
      field: string;
      /** @description Position of the element in `products` */
      index: number;
      /** @description Turkish, for display */
      message: string;
      /** @description The element’s SKU, empty when it has none */
      sku: string;
    };
    CancelInvoiceBodyDto: {
      /** @example Müşteri siparişten vazgeçti */
      reason: string;
    };
    CargoLabelBodyDto: {
      /** @example ord_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      order_id: string;
      /**
       * @description One label page per package
       * @default 1
       */
      package_count: number;
      /** @enum {string} */
      provider: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /**
       * @description Of the whole shipment
       * @example 1.5
       */
      weight_kg?: number;
    };
    CargoLabelResponse: {
      /**
       * Format: uri
       * @description A signed link that opens the label without a bearer token for 24 hours (`GET /documents/{token}`; PDF, or ZPL with `?format=zpl`)
       * @example https://api.tezgah.example/v1/documents/AbC…
       */
      label_url: string;
      /** @enum {string} */
      provider: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /** @example YK1234567890 */
      tracking_number: string;
    };
    CargoPatchDto: {
      /**
       * @description The carrier a label is booked with when the request names none. Null clears it
       * @enum {string|null}
       */
      default_provider?: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl' | null;
    };
    CargoSettingsResponse: {
      /** @enum {string|null} */
      default_provider: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl' | null;
    };
    CargoTrackingResponse: {
      /** @description Oldest first */
      events: components['schemas']['TrackingEventResponse'][];
      /** @enum {string} */
      status: 'created' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'failed';
      tracking_number: string;
    };
    ClaimDecisionDto: {
      /** @enum {string} */
      decision: 'approve' | 'reject';
      /** @description Required to reject: where the evidence (photos, a report) is */
      evidence_url?: string;
      /** @description Sent to Trendyol as the rejection's description */
      note?: string;
      /** @description Trendyol's claim issue reason id (451 Diğer when not given) */
      reason_id?: number;
    };
    ConnectResponse: {
      /**
       * Format: uri
       * @description Grant marketplaces (amazon): where the seller approves the grant
       */
      authorization_url?: string;
      /** @example con_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      connection_id: string;
      /**
       * @description The first synchronisation; on a reconnect the last one; null while a grant is pending
       * @example job_01JD3X5Q9V8K4M2N6P7R8S9T0W
       */
      sync_job_id: string | null;
    };
    CreatedWebhookResponse: {
      active: boolean;
      /** Format: date-time */
      created_at: string;
      events: (
        | 'order.created'
        | 'order.updated'
        | 'order.cancelled'
        | 'order.returned'
        | 'product.stock_changed'
        | 'product.sold_out'
        | 'invoice.created'
        | 'invoice.failed'
        | 'marketplace.connected'
        | 'marketplace.disconnected'
      )[];
      /** @example whk_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      /**
       * Format: date-time
       * @description Null until the first delivery attempt
       */
      last_delivered_at: string | null;
      /** @description HTTP status of the last attempt; null until one answers */
      last_status_code: number | null;
      /**
       * @description The HMAC-SHA256 key of `X-Service-Signature`, used exactly as shown (prefix included). Shown only in this response: no other endpoint returns it.
       * @example whsec_5f1c0a9e3b7d4c2a8e6f1b3d5c7a9e0f
       */
      secret: string;
      /**
       * Format: uri
       * @example https://example.com/hooks/tezgah
       */
      url: string;
    };
    CreateInvoiceBodyDto: {
      /** @example ord_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      order_id: string;
      /** @enum {string} */
      provider: 'parasut' | 'logo' | 'uyumsoft' | 'nilvera';
    };
    CreateWebhookDto: {
      /** @default true */
      active: boolean;
      /**
       * @description Repeated values are dropped, the first occurrence kept
       * @example [
       *       "order.created",
       *       "product.sold_out"
       *     ]
       */
      events: (
        | 'order.created'
        | 'order.updated'
        | 'order.cancelled'
        | 'order.returned'
        | 'product.stock_changed'
        | 'product.sold_out'
        | 'invoice.created'
        | 'invoice.failed'
        | 'marketplace.connected'
        | 'marketplace.disconnected'
      )[];
      /**
       * Format: uri
       * @description HTTPS only
       * @example https://example.com/hooks/tezgah
       */
      url: string;
    };
    CredentialFieldResponse: {
      /** @example api_key */
      name: string;
      required: boolean;
    };
    DeliveryAttemptResponse: {
      /** Format: date-time */
      at: string;
      duration_ms: number;
      /** @description What went wrong when there was no HTTP answer */
      error: string | null;
      /** @description Null when no HTTP answer came back (time-out, refused connection) */
      status_code: number | null;
    };
    DeliveryPageResponse: {
      data: components['schemas']['DeliveryResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    DeliveryResponse: {
      attempts: components['schemas']['DeliveryAttemptResponse'][];
      /** Format: date-time */
      created_at: string;
      /**
       * @description The body’s `id`: the same across retries and resends
       * @example evt_01JD3X5Q9V8K4M2N6P7R8S9T0W
       */
      event_id: string;
      /**
       * @description `ping` for a test delivery
       * @enum {string}
       */
      event_type:
        | 'order.created'
        | 'order.updated'
        | 'order.cancelled'
        | 'order.returned'
        | 'product.stock_changed'
        | 'product.sold_out'
        | 'invoice.created'
        | 'invoice.failed'
        | 'marketplace.connected'
        | 'marketplace.disconnected'
        | 'ping';
      /** @example dlv_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      /**
       * Format: date-time
       * @description When the next attempt is due, if one is
       */
      next_attempt_at: string | null;
      /**
       * @description `dead` after 7 failed attempts
       * @enum {string}
       */
      status: 'pending' | 'delivered' | 'dead';
    };
    ErrorEnvelope: {
      error: {
        /**
         * @example validation.failed
         * @enum {string}
         */
        code:
          | 'validation.failed'
          | 'auth.invalid_credentials'
          | 'auth.token_expired'
          | 'auth.token_invalid'
          | 'auth.insufficient_scope'
          | 'resource.not_found'
          | 'resource.conflict'
          | 'business.invalid'
          | 'rate_limit.exceeded'
          | 'server.internal'
          | 'marketplace.unreachable'
          | 'marketplace.rate_limited'
          | 'provider.unreachable'
          | 'provider.rate_limited'
          | 'server.unavailable';
        /** @description Field-level detail of a validation error */
        details?: {
          [key: string]: unknown;
        };
        /** @description Turkish, for display */
        message: string;
        /** @description The X-Request-Id of the response; quote it to support */
        request_id: string;
        /** @description 429 only: seconds, as the Retry-After header */
        retry_after?: number;
      };
    };
    GrantCompletedResponse: {
      /**
       * Format: uri
       * @description Grant marketplaces (amazon): where the seller approves the grant
       */
      authorization_url?: string;
      /** @example con_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      connection_id: string;
      /** @enum {string} */
      slug:
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon';
      /**
       * @description The first synchronisation; on a reconnect the last one; null while a grant is pending
       * @example job_01JD3X5Q9V8K4M2N6P7R8S9T0W
       */
      sync_job_id: string | null;
    };
    HasPasswordResponse: {
      has_password: boolean;
    };
    InvoicePageResponse: {
      data: components['schemas']['InvoiceResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    InvoiceResponse: {
      /** @description Why a cancelled invoice was cancelled: the reason given to the cancel, or the order’s cancellation; null otherwise */
      cancel_reason: string | null;
      /** @example TRY */
      currency: string;
      /** @example inv_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      /** Format: date-time */
      issued_at: string;
      /**
       * @description The tax authority’s number: shown once the provider accepted the invoice (also when later cancelled), null before
       * @example TZG2026000000001
       */
      number: string | null;
      order_id: string;
      /**
       * Format: uri
       * @description The PDF. A signed link that opens without a bearer token for 24 hours (`GET /documents/{token}`)
       */
      pdf_url: string;
      /** @enum {string} */
      provider: 'parasut' | 'logo' | 'uyumsoft' | 'nilvera' | 'marketplace';
      /** @enum {string} */
      status: 'pending' | 'sent' | 'accepted' | 'rejected' | 'cancelled';
      /** @description What the buyer pays, KDV included */
      total: number;
      /**
       * @description `efatura` when the buyer is a registered e-Fatura taxpayer (the provider says), else `earsiv`
       * @enum {string}
       */
      type: 'earsiv' | 'efatura';
      /**
       * Format: uri
       * @description The UBL-TR 1.2 XML. A signed link that opens without a bearer token for 24 hours (`GET /documents/{token}`)
       */
      xml_url: string;
    };
    InvoicingPatchDto: {
      /**
       * @description The provider automatic invoices go through. Null clears it
       * @enum {string|null}
       */
      default_provider?: 'parasut' | 'logo' | 'uyumsoft' | 'nilvera' | 'marketplace' | null;
      /**
       * @description KDV rate (percent) of a line neither the marketplace nor the product gives one for; 20 when null. Null clears it
       * @enum {integer|null}
       */
      default_vat_rate?: 0 | 1 | 10 | 20 | null;
      /**
       * @description The e-Fatura profile (`ProfileID`) of `efatura` invoices; `TEMELFATURA` when null. Null clears it
       * @enum {string|null}
       */
      efatura_scenario?: 'TEMELFATURA' | 'TICARIFATURA' | null;
      /**
       * @description Opens every invoice number (`TZG2025000000001`); `TZG` when null. Null clears it
       * @example TZG
       */
      series_prefix?: string | null;
    };
    InvoicingSettingsResponse: {
      /** @enum {string|null} */
      default_provider: 'parasut' | 'logo' | 'uyumsoft' | 'nilvera' | 'marketplace' | null;
      /** @enum {integer|null} */
      default_vat_rate: 0 | 1 | 10 | 20 | null;
      /** @enum {string|null} */
      efatura_scenario: 'TEMELFATURA' | 'TICARIFATURA' | null;
      /** @example TZG */
      series_prefix: string | null;
    };
    JobResponse: {
      /** Format: date-time */
      created_at: string;
      error?: string;
      /** @example job_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      progress: number;
      result?: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed' | 'failed';
      /** @example catalog.bulk_import */
      type: string;
      /** Format: date-time */
      updated_at: string;
    };
    LabelBatchAcceptedResponse: {
      accepted: number;
      /**
       * @description Follow it at `GET /jobs/{id}`; its result lists the rejections and links one PDF of every label
       * @example job_01JD3X5Q9V8K4M2N6P7R8S9T0W
       */
      job_id: string;
    };
    LabelBatchBodyDto: {
      /** @description Each order once; a repeated one is refused naming its index (`order_ids.3`) */
      order_ids: string[];
      /**
       * @description One label page per package
       * @default 1
       */
      package_count: number;
      /**
       * @description Without it, each order’s own carrier as the cargo service chooses it
       * @enum {string}
       */
      provider?: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /**
       * @description Of the whole shipment
       * @example 1.5
       */
      weight_kg?: number;
    };
    LoginDto: {
      /**
       * Format: email
       * @example owner@demo.tezgah.dev
       */
      email: string;
      /** @example tezgah-demo-1 */
      password: string;
    };
    MarketplaceConfigBody: {
      /** @enum {string|null} */
      cargo_provider: 'OWN_CONTRACT' | 'MARKETPLACE' | null;
      /** @enum {string} */
      environment: 'production' | 'stage' | 'sandbox';
      store_name: string | null;
    };
    MarketplaceConfigDto: {
      /**
       * @description `OWN_CONTRACT`: a carrier the seller contracts; `MARKETPLACE`: the marketplace’s; null clears it
       * @enum {string|null}
       */
      cargo_provider?: 'OWN_CONTRACT' | 'MARKETPLACE' | null;
      /**
       * @description Default `sandbox` in the demo, `production` otherwise
       * @enum {string}
       */
      environment?: 'production' | 'stage' | 'sandbox';
      /**
       * @description The seller's store name on the marketplace, where its API names none (Trendyol's ping answers it); null clears it
       * @example Ayşe Butik
       */
      store_name?: string | null;
    };
    MarketplaceConfigResponse: {
      config: components['schemas']['MarketplaceConfigBody'];
      /** @enum {string} */
      slug:
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon';
    };
    MarketplaceConnectionResponse: {
      active_listing_count: number;
      /**
       * @description `credentials`: connect takes `credential_fields`; `oauth`: a grant
       * @enum {string}
       */
      auth: 'credentials' | 'oauth';
      /** @description What `PUT /marketplaces/{slug}/config` set, or the default; connected or not */
      config: components['schemas']['MarketplaceConfigBody'];
      /** @description True only when `status` is `connected` */
      connected: boolean;
      /** Format: date-time */
      connected_at: string | null;
      /** @description The fields `connect` takes (none for a grant) */
      credential_fields: components['schemas']['CredentialFieldResponse'][];
      /** Format: date-time */
      last_sync_at: string | null;
      /** @example Trendyol */
      name: string;
      product_count: number;
      /**
       * @description `native`: Tezgah speaks the marketplace's own seller API; `generic`: the marketplace (or an adapter in front of it) must serve Tezgah's generic marketplace protocol
       * @enum {string}
       */
      protocol: 'native' | 'generic';
      /** @enum {string} */
      slug:
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon';
      /** @enum {string} */
      status: 'connected' | 'pending_authorization' | 'reauthorization_required' | 'disconnected';
    };
    MarketplaceListingPageResponse: {
      data: components['schemas']['MarketplaceListingResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    MarketplaceListingResponse: {
      barcode: string | null;
      /** @description The marketplace’s own id (content id, ASIN, …) */
      listing_id: string;
      price: number | null;
      product_id: string | null;
      quantity: number;
      sku: string;
      /** @description `active` when sellable; otherwise the marketplace’s word */
      status: string;
      /** Format: date-time */
      synced_at: string;
      title: string | null;
    };
    MarketplaceOrderBillingAddressResponse: {
      city: string | null;
      line1: string | null;
      tax_number: string | null;
      tax_office: string | null;
    };
    MarketplaceOrderCustomerResponse: {
      /** @description Masked by some marketplaces */
      email: string | null;
      name: string | null;
      phone: string | null;
    };
    MarketplaceOrderItemResponse: {
      /** @description The marketplace’s own id of the order line */
      line_id: string | null;
      price: number;
      quantity: number;
      sku: string;
      title: string | null;
    };
    MarketplaceOrderPageResponse: {
      data: components['schemas']['MarketplaceOrderResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    MarketplaceOrderResponse: {
      billing_address?: components['schemas']['MarketplaceOrderBillingAddressResponse'] | null;
      /** @description In the marketplace’s own words (e.g. “Trendyol Express Marketplace”) */
      cargo_provider?: string | null;
      /** Format: date-time */
      created_at: string;
      currency: string;
      customer: components['schemas']['MarketplaceOrderCustomerResponse'];
      items: components['schemas']['MarketplaceOrderItemResponse'][];
      marketplace_order_id: string;
      /** @description The marketplace’s own status word */
      marketplace_status: string;
      shipping_address: components['schemas']['MarketplaceOrderShippingAddressResponse'] | null;
      status: string;
      total: number;
      /** @description True when the marketplace’s contracted carrier assigned the tracking number and carrier: the order ships with these, and a seller’s others are refused (422) */
      tracking_assigned_by_marketplace?: boolean;
      /** @description In the marketplace’s own words */
      tracking_number?: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    MarketplaceOrderShippingAddressResponse: {
      city: string | null;
      country: string;
      district: string | null;
      line1: string | null;
      line2: string | null;
      postal_code: string | null;
    };
    MarketplaceSalesResponse: {
      /**
       * @description What their buyers pay, KDV included
       * @example 1249.8
       */
      amount: number;
      /** @example TRY */
      currency: string;
      /** @enum {string} */
      marketplace:
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon';
      /** @description Orders neither cancelled nor returned */
      orders: number;
    };
    OrderBillingAddressResponse: {
      city: string | null;
      line1: string | null;
      tax_number: string | null;
      tax_office: string | null;
    };
    OrderCustomerResponse: {
      /** @description Masked by some marketplaces */
      email: string | null;
      /** @description Empty when the marketplace withholds it */
      name: string;
      phone: string | null;
    };
    OrderHistoryEntryResponse: {
      /** Format: date-time */
      at: string;
      /**
       * @description A seller’s PATCH, the marketplace’s report or the carrier’s tracking
       * @enum {string}
       */
      changed_by: 'seller' | 'marketplace' | 'carrier';
      /**
       * @description Null on arrival
       * @enum {string|null}
       */
      from_status: 'created' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned' | null;
      /** @description The order’s status sequence: 1 is its arrival */
      seq: number;
      /** @enum {string} */
      to_status: 'created' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
      /** @description The seller’s user for a seller’s change */
      user_id: number | null;
    };
    OrderItemResponse: {
      price: number;
      quantity: number;
      sku: string;
      title: string;
    };
    OrderPageResponse: {
      data: components['schemas']['OrderResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    OrderResponse: {
      billing_address: components['schemas']['OrderBillingAddressResponse'];
      cargo_provider: string | null;
      /**
       * Format: date-time
       * @description When the order was placed on the marketplace
       */
      created_at: string;
      /** @example TRY */
      currency: string;
      customer: components['schemas']['OrderCustomerResponse'];
      /** @example ord_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      invoice_id: string | null;
      items: components['schemas']['OrderItemResponse'][];
      /** @enum {string} */
      marketplace:
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon';
      marketplace_order_id: string;
      /** @description `GET /orders/{id}` only (beyond the spec): the shipment a cargo label booked, null without one; absent when the cargo service did not answer in time */
      shipment?: components['schemas']['OrderShipmentResponse'] | null;
      shipping_address: components['schemas']['OrderShippingAddressResponse'];
      /** @enum {string} */
      status: 'created' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
      total: number;
      tracking_number: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    OrderShipmentResponse: {
      /** Format: date-time */
      created_at: string;
      /**
       * Format: uri
       * @description A signed link that opens the label without a bearer token for 24 hours (`GET /documents/{token}`; PDF, or ZPL with `?format=zpl`)
       * @example https://api.tezgah.example/v1/documents/AbC…
       */
      label_url: string;
      package_count: number;
      /** @enum {string} */
      provider: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /** @enum {string} */
      status: 'created' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'failed';
      tracking_number: string;
      /** Format: date-time */
      updated_at: string;
      weight_kg: number | null;
    };
    OrderShippingAddressResponse: {
      city: string;
      /** @default TR */
      country: string;
      district: string | null;
      line1: string;
      line2: string | null;
      postal_code: string | null;
    };
    OrderStatusDto: {
      /**
       * @description `shipped` needs one here or already on the order. Taken and refused as `tracking_number` is: leave it out to ship with a carrier the marketplace assigned
       * @enum {string}
       */
      cargo_provider?: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /** @enum {string} */
      status: 'processing' | 'shipped' | 'delivered';
      /**
       * @description `shipped` needs one here or already on the order (a cargo label sets it). Sent with a status change it becomes the seller’s: mirrored, and never replaced by what the marketplace reports later. Refused (422, `assigned_by_marketplace`) when it differs from one the marketplace’s contracted carrier assigned (Trendyol without `OWN_CONTRACT`), and (422, `status_unchanged`) when it differs from the order’s and the status is the current one
       * @example YK1234567890
       */
      tracking_number?: string;
    };
    PaginationResponse: {
      page: number;
      per_page: number;
      total: number;
      total_pages: number;
    };
    ProductInputDto: {
      /**
       * @description Free-form (letters, digits, `.`, `-`, `_`), except that 8, 12, 13 or 14 digits are a GTIN whose last digit must be its check digit (400 `barcode_check_digit`)
       * @example 8690000000012
       */
      barcode?: string | null;
      /** @example Tezgah Basics */
      brand?: string | null;
      /** @example Tişört */
      category?: string | null;
      /**
       * @default TRY
       * @enum {string}
       */
      currency: 'TRY' | 'USD' | 'EUR' | 'GBP';
      description?: string | null;
      /**
       * @example [
       *       "https://cdn.example.com/p/1.jpg"
       *     ]
       */
      images?: string[];
      /**
       * @description At most 2 decimal places
       * @example 249.9
       */
      price: number;
      /**
       * @description At most `price` (400 `sale_price_above_price` on both fields; a PATCH is judged with the stored price)
       * @example 199.9
       */
      sale_price?: number | null;
      /**
       * @description Unique among the tenant’s live products
       * @example TSHIRT-BLK-M
       */
      sku: string;
      /** @default 0 */
      stock: number;
      /** @example Basic Tişört Siyah M */
      title: string;
      /**
       * @description Beyond the spec (decisions §8): the KDV rate (percent) of its invoice lines; without it, the tenant’s default
       * @enum {integer|null}
       */
      vat_rate?: 0 | 1 | 10 | 20 | null;
    };
    ProductPageResponse: {
      data: components['schemas']['ProductResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    ProductPatchDto: {
      /**
       * @description Free-form (letters, digits, `.`, `-`, `_`), except that 8, 12, 13 or 14 digits are a GTIN whose last digit must be its check digit (400 `barcode_check_digit`)
       * @example 8690000000012
       */
      barcode?: string | null;
      /** @example Tezgah Basics */
      brand?: string | null;
      /** @example Tişört */
      category?: string | null;
      /**
       * @default TRY
       * @enum {string}
       */
      currency: 'TRY' | 'USD' | 'EUR' | 'GBP';
      description?: string | null;
      /**
       * @example [
       *       "https://cdn.example.com/p/1.jpg"
       *     ]
       */
      images?: string[];
      /**
       * @description At most 2 decimal places
       * @example 249.9
       */
      price?: number;
      /**
       * @description At most `price` (400 `sale_price_above_price` on both fields; a PATCH is judged with the stored price)
       * @example 199.9
       */
      sale_price?: number | null;
      /**
       * @description Unique among the tenant’s live products
       * @example TSHIRT-BLK-M
       */
      sku?: string;
      /** @default 0 */
      stock: number;
      /** @example Basic Tişört Siyah M */
      title?: string;
      /**
       * @description Beyond the spec (decisions §8): the KDV rate (percent) of its invoice lines; without it, the tenant’s default
       * @enum {integer|null}
       */
      vat_rate?: 0 | 1 | 10 | 20 | null;
    };
    ProductResponse: {
      barcode: string | null;
      brand: string | null;
      category: string | null;
      /** Format: date-time */
      created_at: string;
      /**
       * @default TRY
       * @enum {string}
       */
      currency: 'TRY' | 'USD' | 'EUR' | 'GBP';
      description: string | null;
      /** @example prd_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      images: string[];
      /** @description Marketplaces where the product is active */
      marketplaces: (
        | 'trendyol'
        | 'amazon'
        | 'hepsiburada'
        | 'n11'
        | 'ciceksepeti'
        | 'pazarama'
        | 'ptt-avm'
        | 'idefix'
        | 'koctas'
        | 'modanisa'
        | 'teknosa'
        | 'boyner'
        | 'flo'
        | 'farmazon'
      )[];
      price: number;
      sale_price: number | null;
      sku: string;
      stock: number;
      title: string;
      /** Format: date-time */
      updated_at: string;
      /**
       * @description Beyond the spec (decisions §8): null takes the tenant’s default
       * @enum {integer|null}
       */
      vat_rate: 0 | 1 | 10 | 20 | null;
    };
    RefreshDto: {
      refresh_token: string;
    };
    SalesResponse: {
      /**
       * Format: date
       * @example 2026-03-02
       */
      from_date: string;
      marketplaces: components['schemas']['MarketplaceSalesResponse'][];
      /**
       * Format: date
       * @example 2026-03-08
       */
      to_date: string;
    };
    SenderPatchDto: {
      /**
       * @description İl. Null clears it
       * @example İstanbul
       */
      city?: string | null;
      /**
       * @description İlçe. Null clears it
       * @example Şişli
       */
      district?: string | null;
      /**
       * @description Null clears it
       * @example Büyükdere Cad. No: 185
       */
      line1?: string | null;
      /**
       * @description The only sender field a label does without. Null clears it
       * @example Kat 3 Daire 12
       */
      line2?: string | null;
      /**
       * @description Sender of parcels, seller on invoices. Null clears it
       * @example Demo Mağaza Ltd. Şti.
       */
      name?: string | null;
      /**
       * @description Null clears it
       * @example +90 212 555 12 34
       */
      phone?: string | null;
      /**
       * @description Five digits. Null clears it
       * @example 34394
       */
      postal_code?: string | null;
      /**
       * @description VKN (10 digits) or, for a sole trader, TCKN (11 digits). Null clears it
       * @example 1234567890
       */
      tax_number?: string | null;
      /**
       * @description Vergi dairesi. Null clears it
       * @example Zincirlikuyu
       */
      tax_office?: string | null;
    };
    SenderSettingsResponse: {
      /** @example İstanbul */
      city: string | null;
      /** @example Şişli */
      district: string | null;
      /** @example Büyükdere Cad. No: 185 */
      line1: string | null;
      /** @example Kat 3 Daire 12 */
      line2: string | null;
      /** @example Demo Mağaza Ltd. Şti. */
      name: string | null;
      /** @example +90 212 555 12 34 */
      phone: string | null;
      /** @example 34394 */
      postal_code: string | null;
      /** @example 1234567890 */
      tax_number: string | null;
      /** @example Zincirlikuyu */
      tax_office: string | null;
    };
    SetPasswordDto: {
      /** @description Required when the user already has a password. */
      current_password?: string;
      new_password: string;
    };
    SetPasswordResponse: {
      has_password: boolean;
      ok: boolean;
    };
    SettingsPatchDto: {
      cargo?: components['schemas']['CargoPatchDto'];
      invoicing?: components['schemas']['InvoicingPatchDto'];
      sender?: components['schemas']['SenderPatchDto'];
    };
    ShipmentPageResponse: {
      data: components['schemas']['ShipmentResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    ShipmentResponse: {
      /** Format: date-time */
      created_at: string;
      /**
       * Format: uri
       * @description A signed link that opens the label without a bearer token for 24 hours (`GET /documents/{token}`; PDF, or ZPL with `?format=zpl`)
       * @example https://api.tezgah.example/v1/documents/AbC…
       */
      label_url: string;
      /** @example ord_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      order_id: string;
      package_count: number;
      /** @enum {string} */
      provider: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
      /** @enum {string} */
      status: 'created' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'failed';
      tracking_number: string;
      /** Format: date-time */
      updated_at: string;
      weight_kg: number | null;
    };
    StockDto: {
      /** @example 42 */
      stock: number;
    };
    StockMovementPageResponse: {
      data: components['schemas']['StockMovementResponse'][];
      pagination: components['schemas']['PaginationResponse'];
    };
    StockMovementResponse: {
      change: number;
      /** Format: date-time */
      created_at: string;
      new_stock: number;
      old_stock: number;
      /** @description The job or order behind the change */
      reference: string | null;
      request_id: string | null;
      /** @description Per product, gapless from 1 */
      seq: number;
      /** @enum {string} */
      source: 'create' | 'stock' | 'patch' | 'bulk' | 'order' | 'order_cancel';
      user_id: number | null;
    };
    TenantSettingsResponse: {
      cargo: components['schemas']['CargoSettingsResponse'];
      invoicing: components['schemas']['InvoicingSettingsResponse'];
      sender: components['schemas']['SenderSettingsResponse'];
      /**
       * Format: date-time
       * @description Null until the settings are first changed
       */
      updated_at: string | null;
    };
    TokenResponse: {
      /** @description JWT access token */
      access_token: string;
      /** @example 86400 */
      expires_in: number;
      /** @description Opaque, single-use; valid 30 days */
      refresh_token: string;
      /** @example Bearer */
      token_type: string;
      user: components['schemas']['UserResponse'];
    };
    TrackingEventResponse: {
      /** @example Kargo teslim alındı */
      description: string;
      /** @example İstanbul Aktarma Merkezi */
      location: string;
      /** Format: date-time */
      timestamp: string;
    };
    TrendyolAnswerResponse: {
      /** Format: date-time */
      created_at: string;
      text: string;
    };
    TrendyolAttributeDto: {
      /** @example 338 */
      attribute_id: number;
      /**
       * @description A value of the category attribute
       * @example 6980
       */
      attribute_value_id?: number;
      /** @description A free value, where the attribute allows one (allowCustom) */
      custom_value?: string;
    };
    TrendyolBatchItemResponse: {
      /** @enum {string|null} */
      approval_status: 'PENDING_REVIEW' | 'PENDING_BRAND' | 'APPROVED' | 'REJECTED' | null;
      barcode: string;
      /** @description Trendyol's content id once approved */
      content_id: number | null;
      /** @example DUPLICATE_BARCODE */
      rejection_reason?: string;
      /** @enum {string} */
      status: 'PENDING' | 'SUCCESS' | 'FAILED';
    };
    TrendyolBatchResponse: {
      batch_id: string;
      /** Format: date-time */
      created_at: string;
      failed: number;
      item_count: number;
      items: components['schemas']['TrendyolBatchItemResponse'][];
      /** @description Trendyol batch requests the submission was split into (≤ 1000 items each) */
      marketplace_batch_count: number;
      /** @enum {string} */
      status: 'IN_PROGRESS' | 'COMPLETED';
      succeeded: number;
      /** @enum {string} */
      type: 'products' | 'product_update' | 'inventory';
    };
    TrendyolBrandLookupResponse: {
      brand_id: number | null;
      name: string;
      /** @enum {string} */
      status: 'APPROVED' | 'UNDER_REVIEW' | 'NOT_FOUND';
      suggestions: components['schemas']['TrendyolBrandSuggestionResponse'][];
    };
    TrendyolBrandSuggestionResponse: {
      brand_id: number;
      name: string;
    };
    TrendyolCampaignItemDto: {
      barcode: string;
      /** @description At least the campaign's min_discount percent under the sale price */
      campaign_price: number;
    };
    TrendyolCampaignItemsDto: {
      items: components['schemas']['TrendyolCampaignItemDto'][];
    };
    TrendyolCampaignItemsResponse: {
      accepted_count: number;
      campaign_id: number;
      rejected_count: number;
      /** @description Items refused, by Tezgah or by Trendyol, each with its Turkish reason */
      rejections: components['schemas']['TrendyolRejectionResponse'][];
    };
    TrendyolCampaignResponse: {
      campaign_id: number;
      /**
       * @description Commission points given back on the campaign's sales
       * @example 2
       */
      commission_bonus: number;
      /** Format: date-time */
      ends_at: string;
      /**
       * @description The least discount, in percent of the sale price, a campaign price must give
       * @example 20
       */
      min_discount: number;
      name: string;
      /** Format: date-time */
      starts_at: string;
    };
    TrendyolCampaignsResponse: {
      campaigns: components['schemas']['TrendyolCampaignResponse'][];
    };
    TrendyolClaimLineResponse: {
      line_id: number;
      quantity: number;
    };
    TrendyolClaimResponse: {
      claim_id: string;
      /** Format: date-time */
      created_at: string;
      customer_note: string | null;
      items: components['schemas']['TrendyolClaimLineResponse'][];
      order_number: string;
      reason: string;
      /** @example Created */
      status: string;
    };
    TrendyolClaimsResponse: {
      claims: components['schemas']['TrendyolClaimResponse'][];
    };
    TrendyolImageDto: {
      /**
       * @description https; checked per item
       * @example https://cdn.example.com/elbise-1.jpg
       */
      url: string;
    };
    TrendyolInventoryDto: {
      items: components['schemas']['TrendyolInventoryItemDto'][];
    };
    TrendyolInventoryItemDto: {
      barcode: string;
      list_price?: number;
      /** @description Sellable stock */
      quantity?: number;
      sale_price?: number;
    };
    TrendyolInventoryResponse: {
      batch_id: string;
      queued: number;
    };
    TrendyolLabelPendingResponse: {
      /** @enum {boolean} */
      ready: false;
      /** @description Seconds to wait, as in Retry-After */
      retry_after: number;
    };
    TrendyolLineDto: {
      line_id: number;
      quantity: number;
    };
    TrendyolOrderAddressResponse: {
      address1: string | null;
      city: string | null;
      district: string | null;
      postal_code: string | null;
    };
    TrendyolOrderLineResponse: {
      amount: number;
      barcode: string | null;
      line_id: number;
      quantity: number;
      vat_base_amount: number | null;
    };
    TrendyolOrderResponse: {
      cargo_provider: string | null;
      cargo_tracking_number: string | null;
      /** Format: date-time */
      created_at: string;
      customer_first_name: string | null;
      customer_id: number | null;
      customer_last_name: string | null;
      gross_amount: number;
      lines: components['schemas']['TrendyolOrderLineResponse'][];
      order_number: string;
      shipment_package_id: number;
      shipping_address: components['schemas']['TrendyolOrderAddressResponse'];
      /** @example Created */
      status: string;
      tax_number: string | null;
      total_discount: number;
    };
    TrendyolOrdersPageResponse: {
      orders: components['schemas']['TrendyolOrderResponse'][];
      page: number;
      size: number;
      total_elements: number;
      total_pages: number;
    };
    TrendyolPingDto: {
      /** @example ty-api-key */
      api_key: string;
      /** @example ty-api-secret */
      api_secret: string;
      /**
       * @description The Trendyol supplier id (digits)
       * @example 123456
       */
      supplier_id: string;
    };
    TrendyolPingResponse: {
      /** @description True: Trendyol accepted these credentials for the supplier (a refusal is 422) */
      approved: boolean;
      /** Format: date-time */
      checked_at: string;
      /** @enum {string} */
      status: 'ok';
      /**
       * @description The configuration's store_name (Trendyol's Partner API names no store), else `Trendyol satıcısı <supplier_id>`
       * @example Ayşe Butik
       */
      store_name: string;
      /** @example 123456 */
      supplier_id: string;
    };
    TrendyolProductItemDto: {
      attributes: components['schemas']['TrendyolAttributeDto'][];
      /** @description true instead of category_id: the category is derived from title, brand and attributes */
      auto_category?: boolean;
      /** @example TZG-ELB-001-M */
      barcode: string;
      /**
       * @description Trendyol's brand name, exactly (GET …/brands/lookup)
       * @example Tezgah
       */
      brand: string;
      /**
       * @description Trendyol's cargoCompanyId (17 Trendyol Express, 4 Yurtiçi, 7 Aras, …)
       * @example 17
       */
      cargo_company_id: number;
      /**
       * @description A leaf category; or send auto_category: true
       * @example 411
       */
      category_id?: number;
      /** @enum {string} */
      currency_type: 'TRY';
      /** @description Plain text: HTML refuses the item (per item) */
      description: string;
      /** @description Desi */
      dimensional_weight: number;
      images: components['schemas']['TrendyolImageDto'][];
      list_price: number;
      /** @description The same on all variants of one product */
      product_main_id: string;
      quantity: number;
      sale_price: number;
      /** @description The seller’s SKU (merchantSku in orders) */
      stock_code: string;
      /** @description At most 100 characters; a longer one refuses the item (per item) */
      title: string;
      /**
       * @description Another value refuses the whole request (decisions §5)
       * @enum {number}
       */
      vat_rate: 0 | 1 | 10 | 20;
    };
    TrendyolProductsDto: {
      items: components['schemas']['TrendyolProductItemDto'][];
    };
    TrendyolProductUpdateDto: {
      attributes: components['schemas']['TrendyolAttributeDto'][];
      /**
       * @description Trendyol's brand name, exactly (GET …/brands/lookup)
       * @example Tezgah
       */
      brand: string;
      /**
       * @description Trendyol's cargoCompanyId (17 Trendyol Express, 4 Yurtiçi, 7 Aras, …)
       * @example 17
       */
      cargo_company_id: number;
      /**
       * @description A leaf category; or send auto_category: true
       * @example 411
       */
      category_id?: number;
      /** @enum {string} */
      currency_type: 'TRY';
      /** @description Plain text: HTML refuses the item (per item) */
      description: string;
      /** @description Desi */
      dimensional_weight: number;
      images: components['schemas']['TrendyolImageDto'][];
      /** @description The same on all variants of one product */
      product_main_id: string;
      /** @description The seller’s SKU (merchantSku in orders) */
      stock_code: string;
      /** @description At most 100 characters; a longer one refuses the item (per item) */
      title: string;
      /**
       * @description Another value refuses the whole request (decisions §5)
       * @enum {number}
       */
      vat_rate: 0 | 1 | 10 | 20;
    };
    TrendyolQuestionResponse: {
      answer: components['schemas']['TrendyolAnswerResponse'] | null;
      /**
       * Format: date-time
       * @description A waiting question: 24 hours after it was asked
       */
      answer_deadline: string | null;
      /** @description Trendyol's questions name the product, not its barcode: null */
      barcode: string | null;
      /** Format: date-time */
      created_at: string;
      product_name: string | null;
      question_id: number;
      /** @example WAITING_FOR_ANSWER */
      status: string;
      text: string;
    };
    TrendyolQuestionsResponse: {
      questions: components['schemas']['TrendyolQuestionResponse'][];
    };
    TrendyolRejectionResponse: {
      barcode: string;
      /** @example trendyol_title_too_long */
      code: string;
      /** @example items[0].title */
      field: string;
      index: number;
      /** @description Turkish */
      reason: string;
    };
    TrendyolStatusDto: {
      /**
       * @description Invoiced: the e-invoice number (3 alphanumerics, 13 digits). Absent: the order's accepted Tezgah invoice gives its number and its link (422 when there is none)
       * @example TZG2026000000001
       */
      invoice_number?: string;
      lines: components['schemas']['TrendyolLineDto'][];
      shipment_package_id: number;
      /** @enum {string} */
      status: 'Picking' | 'Invoiced' | 'Shipped' | 'Cancelled';
      /** @description Shipped under the seller's own contract: that carrier's tracking number */
      tracking_number?: string;
    };
    TrendyolStatusResponse: {
      order_number: string;
      shipment_package_id: number;
      status: string;
    };
    TrendyolSubmissionResponse: {
      accepted_count: number;
      /** @example tyb_01J… */
      batch_id: string;
      rejected_count: number;
      /** @description Items refused before Trendyol saw them */
      rejections: components['schemas']['TrendyolRejectionResponse'][];
      /** @example /v1/marketplaces/trendyol/batches/tyb_01J… */
      status_url: string;
    };
    UserResponse: {
      email: string;
      id: number;
      name: string;
      /** @enum {string} */
      role: 'viewer' | 'staff' | 'admin' | 'owner';
      tenant_id: string;
    };
    WebhookResponse: {
      active: boolean;
      /** Format: date-time */
      created_at: string;
      events: (
        | 'order.created'
        | 'order.updated'
        | 'order.cancelled'
        | 'order.returned'
        | 'product.stock_changed'
        | 'product.sold_out'
        | 'invoice.created'
        | 'invoice.failed'
        | 'marketplace.connected'
        | 'marketplace.disconnected'
      )[];
      /** @example whk_01JD3X5Q9V8K4M2N6P7R8S9T0W */
      id: string;
      /**
       * Format: date-time
       * @description Null until the first delivery attempt
       */
      last_delivered_at: string | null;
      /** @description HTTP status of the last attempt; null until one answers */
      last_status_code: number | null;
      /**
       * Format: uri
       * @example https://example.com/hooks/tezgah
       */
      url: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AttentionController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttentionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AttentionController_events: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/event-stream of attention counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_hasPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HasPasswordResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_setPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetPasswordResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AuthController_token: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CargoController_createLabel: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CargoLabelBodyDto'];
      };
    };
    responses: {
      /** @description Books the shipment with the carrier and sets the order’s tracking number and carrier; asked again for the same order, the same label. 422 for a cancelled, returned or delivered order or a carrier’s refusal (`details`); 502/503 as decisions §16 says for a carrier that fails */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CargoLabelResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CargoController_batch: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelBatchBodyDto'];
      };
    };
    responses: {
      /** @description Queued as a job; orders that cannot get a label are listed in its result */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelBatchAcceptedResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CargoController_shipments: {
    parameters: {
      query?: {
        /** @description The shipment of this order */
        order_id?: string;
        page?: number;
        per_page?: number;
        /** @description Only shipments of this carrier */
        provider?: 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'ups' | 'dhl';
        /** @description Only shipments whose tracking is at this status */
        status?: 'created' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered' | 'returned' | 'failed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Booked shipments, newest booking first, with their tracking status as last stored and a fresh link to the label (a reprint) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  CargoController_tracking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tracking_number: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description As stored, refreshed from the carrier when older than a minute */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CargoTrackingResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  DocumentsController_open: {
    parameters: {
      query?: {
        /** @description Decides over `Accept`; `zpl` for labels, `xml` for invoices */
        format?: 'pdf' | 'zpl' | 'xml';
      };
      header?: {
        /** @description `application/zpl` for a label’s ZPL, `application/xml` for an invoice’s XML; anything that takes `application/pdf` (or no header) for PDF */
        Accept?: string;
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, `Content-Disposition: inline`, cacheable by the browser until the link expires */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/xml': string;
          'application/zpl': string;
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_list: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        /** @description Only invoices of this provider */
        provider?: 'parasut' | 'logo' | 'uyumsoft' | 'nilvera' | 'marketplace';
        /** @description Only invoices in this status */
        status?: 'pending' | 'sent' | 'accepted' | 'rejected' | 'cancelled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoicePageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvoiceBodyDto'];
      };
    };
    responses: {
      /** @description A manual invoice: issued now with its number reserved, its PDF and XML, `pending` while its provider decides. 409 while the order has a live invoice (neither rejected nor cancelled); 404 for an unknown order; 422 for a cancelled or returned order or incomplete seller settings; 502/503 as decisions §16 says for a provider that fails */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With fresh `pdf_url` and `xml_url` links */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  InvoicesController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelInvoiceBodyDto'];
      };
    };
    responses: {
      /** @description Cancels an accepted invoice through its provider (e-Arşiv within the provider’s window), keeping the seller’s `reason` on it; a cancelled one answers as it is. 400 without a reason; 422 for another status, or the provider’s refusal with its reason in `details` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JobsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JobsController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  JobsController_events: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/event-stream of Job states */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All 14, connected or not */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarketplaceConnectionResponse'][];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_configure: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarketplaceConfigDto'];
      };
    };
    responses: {
      /** @description Settable before connecting */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarketplaceConfigResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_connect: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        slug: string;
      };
      cookie?: never;
    };
    /** @description The marketplace’s credential fields: trendyol `supplier_id`, `api_key`, `api_secret`; hepsiburada `merchant_id`, `username`, `password`; n11 `api_key`, `api_secret`; the others `api_key`, `api_secret`, optional `seller_id`; amazon `{}` (a grant follows at `authorization_url`). Checked with the marketplace first. */
    requestBody: {
      content: {
        'application/json': {
          [key: string]: string;
        };
      };
    };
    responses: {
      /** @description Connected (first sync queued), credentials replaced, or a grant to approve */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_disconnect: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 404 when the marketplace is not connected */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_oauthCallback: {
    parameters: {
      query: {
        selling_partner_id: string;
        /** @description `code` is accepted too */
        spapi_oauth_code: string;
        state: string;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description JSON with `Accept: application/json`, else an HTML page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrantCompletedResponse'];
          'text/html': components['schemas']['GrantCompletedResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_orders: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders as the marketplace holds them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarketplaceOrderPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  MarketplacesController_listings: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The listings as the connector last saw them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarketplaceListingPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonAccountController_read: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonAccountResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonReturnsController_fbaInventory: {
    parameters: {
      query?: {
        /** @description Up to 100 SKUs, comma-separated */
        seller_skus?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonFbaInventoryResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonReturnsController_fbaShipment: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonFbaShipmentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonFbaShipmentResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonListingsController_stock: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonInventoryDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonInventoryResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonListingsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonListingsDto'];
      };
    };
    responses: {
      /** @description Follow `status_url` for each item’s result */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonListingsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonOrdersController_message: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonMessageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonOrdersController_list: {
    parameters: {
      query?: {
        /** @description Orders placed before */
        end?: string;
        /** @description Orders placed at or after (default: a week ago) */
        start?: string;
        status?:
          | 'PendingAvailability'
          | 'Pending'
          | 'Unshipped'
          | 'PartiallyShipped'
          | 'Shipped'
          | 'InvoiceUnconfirmed'
          | 'Canceled'
          | 'Unfulfillable';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonOrdersResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonOrdersController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonCancelDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonCancelResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonOrdersController_label: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonLabelDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonLabelResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonOrdersController_ship: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        order_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonShipmentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonShipmentResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonReturnsController_competition: {
    parameters: {
      query: {
        /** @description Up to 100 SKUs, comma-separated */
        seller_skus: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonCompetitionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonReturnsController_list: {
    parameters: {
      query?: {
        end?: string;
        start?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonReturnsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonReturnsController_refund: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        return_request_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AmazonRefundDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonRefundResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  AmazonListingsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        submission_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AmazonSubmissionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolProductsController_batch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        batch_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolBatchResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolProductsController_brand: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolBrandLookupResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolCampaignsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolCampaignsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolCampaignsController_addItems: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        campaign_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolCampaignItemsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolCampaignItemsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolServiceController_claims: {
    parameters: {
      query?: {
        end?: string;
        start?: string;
        status?: 'Created' | 'WaitingInAction' | 'WaitingFraudCheck' | 'Accepted' | 'Rejected' | 'Cancelled' | 'Unresolved' | 'InAnalysis';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolClaimsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolServiceController_decide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claim_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimDecisionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolClaimResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolProductsController_inventory: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolInventoryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolInventoryResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolOrdersController_list: {
    parameters: {
      query?: {
        /** @description Default: now; at most 14 days after start */
        end?: string;
        /** @description Zero-based */
        page?: number;
        size?: number;
        /** @description Default: a week before end */
        start?: string;
        status?:
          | 'Awaiting'
          | 'Created'
          | 'Picking'
          | 'Invoiced'
          | 'Shipped'
          | 'AtCollectionPoint'
          | 'Cancelled'
          | 'Delivered'
          | 'UnDelivered'
          | 'Returned'
          | 'Repack'
          | 'UnPacked'
          | 'UnSupplied';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolOrdersPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolOrdersController_label: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_number: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The label */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not ready: ask again after Retry-After seconds */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolLabelPendingResponse'];
          'application/pdf': components['schemas']['TrendyolLabelPendingResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolOrdersController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_number: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolStatusResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolPingController_ping: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolPingDto'];
      };
    };
    responses: {
      /** @description Trendyol accepted them; refused: 422 `business.invalid` naming the field */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolPingResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolProductsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolProductsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolSubmissionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolProductsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        barcode: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TrendyolProductUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolSubmissionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolServiceController_questions: {
    parameters: {
      query?: {
        status?: 'WAITING_FOR_ANSWER' | 'WAITING_FOR_APPROVE' | 'ANSWERED' | 'REPORTED' | 'REJECTED';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolQuestionsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  TrendyolServiceController_answer: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        question_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnswerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrendyolQuestionResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  OrdersController_list: {
    parameters: {
      query?: {
        /** @description Orders placed on or after this day (Europe/Istanbul) */
        from_date?: string;
        /** @description Only orders of this marketplace */
        marketplace?:
          | 'trendyol'
          | 'amazon'
          | 'hepsiburada'
          | 'n11'
          | 'ciceksepeti'
          | 'pazarama'
          | 'ptt-avm'
          | 'idefix'
          | 'koctas'
          | 'modanisa'
          | 'teknosa'
          | 'boyner'
          | 'flo'
          | 'farmazon';
        page?: number;
        per_page?: number;
        /** @description Matches the marketplace’s order number, the customer’s name or e-mail, or the tracking number; case-insensitive, and Turkish letters may be typed plain ("cicek" finds "Çiçek") */
        search?: string;
        status?: 'created' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
        /** @description Orders placed on or before this day (Europe/Istanbul) */
        to_date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first (by the marketplace’s order time) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  OrdersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With its `shipment` (beyond the spec) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  OrdersController_history: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order’s status changes, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderHistoryEntryResponse'][];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  OrdersController_updateStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderStatusDto'];
      };
    };
    responses: {
      /** @description The updated order, mirrored to the marketplace in the background; the current status is a no-op. 422: a move decisions §7 does not allow, `shipped` without a tracking number and carrier, or a tracking number or carrier the order cannot take (another than the one the marketplace’s carrier assigned, or a new one with the current status), each field named */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_list: {
    parameters: {
      query?: {
        /** @description Only products active on this marketplace */
        marketplace?:
          | 'trendyol'
          | 'amazon'
          | 'hepsiburada'
          | 'n11'
          | 'ciceksepeti'
          | 'pazarama'
          | 'ptt-avm'
          | 'idefix'
          | 'koctas'
          | 'modanisa'
          | 'teknosa'
          | 'boyner'
          | 'flo'
          | 'farmazon';
        page?: number;
        per_page?: number;
        /** @description Matches SKU, title or barcode; case-insensitive with Turkish casing, and Turkish letters may be typed plain ("tisort" finds "Tişört") */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Soft delete: gone from every read, its SKU free again */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductPatchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_setStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockDto'];
      };
    };
    responses: {
      /** @description The product with its new stock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_stockMovements: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockMovementPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  ProductsController_bulk: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkImportDto'];
      };
    };
    responses: {
      /** @description Queued as a job; refused elements listed */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkImportResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SalesController_read: {
    parameters: {
      query?: {
        /** @description Orders placed on or after this day (Europe/Istanbul) */
        from_date?: string;
        /** @description Orders placed on or before this day (Europe/Istanbul) */
        to_date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders placed on the days given (Europe/Istanbul, inclusive; none given is today, one given stands for both), neither cancelled nor returned, counted and summed by marketplace and currency, the largest amount first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SettingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every field, null where unset */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantSettingsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  SettingsController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SettingsPatchDto'];
      };
    };
    responses: {
      /** @description Only the fields sent change (within a group too); null clears a field. Answers the whole settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantSettingsResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Without secrets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookResponse'][];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      /** @description The only response that carries `secret` */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Beyond the spec (console): newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryPageResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_resend: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        delivery_id: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Beyond the spec (console): queued again with a fresh round of attempts */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  WebhooksController_test: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1-255 printable ASCII characters, per user, kept 24 hours (docs/decisions.md) */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Beyond the spec (console): a signed `ping` event, queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryResponse'];
        };
      };
      /** @description An error: the status and `error.code` of the Errors part, the Turkish message, the request id */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
}
