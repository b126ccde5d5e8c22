import {
  ApiError,
  CheckoutPaymentIntent,
  type Client,
  type OAuthToken,
  type Order,
  OrderApplicationContextShippingPreference,
  OrderApplicationContextUserAction,
  OrderStatus,
  OrdersController,
  PaymentsController,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import type { PaypalSettings } from '../../config/paypal.ts';
import { paypalClient, transmissionOf, verifySignature } from './paypal-client.ts';
import {
  captureOf,
  eventOfCapturedOrder,
  failedCaptureEvent,
  ourOrderIdOf,
  PAYPAL_CURRENCY,
  type PaypalWebhookEvent,
  parseWebhookEvent,
  toPaypalValue,
} from './paypal-events.ts';
import {
  type CheckoutOrder,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefundOutcome,
  type ProviderRefundRequest,
  WebhookSignatureError,
} from './types.ts';

/** Ask PayPal for the whole resource back, so a capture answers the payer and the capture. */
const REPRESENTATION = 'return=representation';

/** Statuses of an answer that decides nothing: PayPal failed (5xx), a request id in use (409), a limit (429). */
function indefinite(status: number): boolean {
  return status >= 500 || status === 409 || status === 429;
}

/** Our order ids (UUIDs), as custom_id of the PayPal orders this server opens. */
const OUR_ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a PayPal account (its payer id) is refused for one of our orders; a refusal settles the order. */
export type PayerRefusal = (orderId: string, payerId: string) => Promise<boolean>;

/** A query field on the return address: which of our orders the payer comes back from. */
export const PAYPAL_RETURN_ORDER_FIELD = 'orderId';
/** A query field on the cancel address, so the return route tells a cancel from an approval. */
export const PAYPAL_RETURN_CANCELLED_FIELD = 'cancelled';

/**
 * PayPal through its REST API (Orders v2) with the official SDK: an order per checkout, approved by
 * the payer at PayPal's approve link, captured here when the payer comes back or PayPal reports the
 * approval, settled by the capture; refunds of captures. Webhooks are verified by PayPal itself.
 */
export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal';
  private readonly client: Client;
  private readonly apiBase: string;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  /** The last OAuth2 token the webhook verification used, renewed when it expires. */
  private token: OAuthToken | undefined;
  /** Asked before a capture whether the approving PayPal account is refused for our order. */
  private payerRefused: PayerRefusal | undefined;

  constructor(private readonly settings: PaypalSettings) {
    const { client, apiBase } = paypalClient(settings);
    this.client = client;
    this.apiBase = apiBase;
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  /**
   * Creates the order: intent CAPTURE, one purchase unit carrying our order id (custom_id and
   * reference_id) and the amount in dollars, and the addresses PayPal sends the payer back to. The
   * PayPal order id is the provider reference; the approve link is the page the web opens. Our order
   * id is the PayPal-Request-Id, so a retried create opens no second PayPal order.
   */
  async createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef: string }> {
    const back = new URL(order.returnUrl);
    back.searchParams.set(PAYPAL_RETURN_ORDER_FIELD, order.id);
    const cancel = new URL(back);
    cancel.searchParams.set(PAYPAL_RETURN_CANCELLED_FIELD, '1');
    const { result } = await this.orders.createOrder({
      paypalRequestId: `create-${order.id}`,
      prefer: REPRESENTATION,
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: order.id,
            customId: order.id,
            description: order.description,
            // A Coin is worth a dollar: PayPal is offered only where the unit is (ADR 0012).
            amount: { currencyCode: PAYPAL_CURRENCY, value: toPaypalValue(order.amount) },
          },
        ],
        applicationContext: {
          userAction: OrderApplicationContextUserAction.PayNow,
          shippingPreference: OrderApplicationContextShippingPreference.NoShipping,
          returnUrl: back.toString(),
          cancelUrl: cancel.toString(),
        },
      },
    });
    const approve = result.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
    if (result.id === undefined || approve === undefined) {
      throw new Error('PayPal returned no order id or approve link');
    }
    return { paymentUrl: approve.href, providerRef: result.id };
  }

  /**
   * Has every capture ask first whether the PayPal account that approved the order may pay it (the
   * spec's one PayPal account per account): a refused payer's money is never taken, rather than
   * captured and refunded.
   */
  refusePayersWith(check: PayerRefusal): void {
    this.payerRefused = check;
  }

  /**
   * Captures an approved order, or reads back one captured already (by the return route or by a
   * webhook before this call), and resolves what it reports under the event id given; null while
   * it is not approved yet or its capture is pending. No PayPal-Request-Id: PayPal captures a
   * CAPTURE order once and refuses any second capture (ORDER_ALREADY_CAPTURED), so the return and
   * the webhook racing make one capture, while a key would replay a refusal given before approval.
   */
  async capture(paypalOrderId: string, eventId?: string): Promise<PaymentEvent | null> {
    if (await this.approvedByRefusedPayer(paypalOrderId)) return null;
    let order: Order;
    try {
      const captured = await this.orders.captureOrder({ id: paypalOrderId, prefer: REPRESENTATION });
      order = captured.result;
    } catch (error) {
      // Captured already (ORDER_ALREADY_CAPTURED), or not approved (yet): what the order is now says.
      if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
      order = (await this.orders.getOrder({ id: paypalOrderId })).result;
    }
    const captureId = captureOf(order)?.id;
    if (captureId === undefined) return null;
    return eventOfCapturedOrder(order, eventId ?? `capture:${captureId}`);
  }

  /** True when the order waits for its capture and the payer check refuses who approved it. */
  private async approvedByRefusedPayer(paypalOrderId: string): Promise<boolean> {
    const check = this.payerRefused;
    if (check === undefined) return false;
    const { result } = await this.orders.getOrder({ id: paypalOrderId });
    const ourOrderId = ourOrderIdOf(result);
    const payer = result.payer?.payerId;
    if (result.status !== OrderStatus.Approved || ourOrderId === undefined || payer === undefined)
      return false;
    return check(ourOrderId, payer);
  }

  /**
   * Verifies a delivery with PayPal (only verification_status SUCCESS is authentic) and resolves
   * the outcome it reports: an approved order is captured first; a completed capture pays the order
   * (read back for its payer, which the capture does not name); a denied or declined one fails it.
   */
  async verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent | null> {
    const transmission = transmissionOf(headers);
    if (typeof transmission === 'string') throw new WebhookSignatureError(`${transmission} missing`);
    const event = parseWebhookEvent(rawBody);
    if (event === undefined) throw new WebhookSignatureError('not a PayPal event');
    const { status, token } = await verifySignature(
      this.client,
      this.apiBase,
      { transmission, webhookId: this.settings.webhookId, rawBody },
      this.token,
    );
    this.token = token;
    if (status !== 'SUCCESS') throw new WebhookSignatureError(`verification_status ${status}`);
    return this.eventOf(event);
  }

  private async eventOf(event: PaypalWebhookEvent): Promise<PaymentEvent | null> {
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        // Only orders this server opened (our order id as custom_id): another integration on the
        // same PayPal app captures its own orders.
        const ours = OUR_ORDER_ID.test(event.resource.purchase_units?.[0]?.custom_id ?? '');
        return event.resource.id === undefined || !ours ? null : this.capture(event.resource.id, event.id);
      }
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const paypalOrderId = event.resource.supplementary_data?.related_ids?.order_id;
        if (paypalOrderId === undefined) return null;
        const { result } = await this.orders.getOrder({ id: paypalOrderId });
        return eventOfCapturedOrder(result, event.id);
      }
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED':
        return failedCaptureEvent(event);
      default:
        return null;
    }
  }

  /**
   * Refunds the whole capture of the order (found from the PayPal order stored as its reference)
   * under the claim's idempotency key as PayPal-Request-Id: a repeat gets the same refund back.
   */
  async refund(request: ProviderRefundRequest): Promise<ProviderRefundOutcome> {
    try {
      const { result: order } = await this.orders.getOrder({ id: request.providerRef });
      const captureId = captureOf(order)?.id;
      if (captureId === undefined) {
        return { accepted: false, reason: 'refused', detail: `${request.providerRef} has no capture` };
      }
      const { result: refund } = await this.payments.refundCapturedPayment({
        captureId,
        paypalRequestId: request.idempotencyKey,
        prefer: REPRESENTATION,
        body: {
          amount: { currencyCode: PAYPAL_CURRENCY, value: toPaypalValue(request.amount) },
          customId: request.orderId,
        },
      });
      if (
        refund.id === undefined ||
        refund.status === RefundStatus.Failed ||
        refund.status === RefundStatus.Cancelled
      ) {
        return { accepted: false, reason: 'refused', detail: `refund ${refund.id} is ${refund.status}` };
      }
      return { accepted: true, refundId: refund.id, status: refund.status ?? 'PENDING' };
    } catch (error) {
      if (error instanceof ApiError) {
        const detail = `PayPal answered ${error.statusCode}: ${String(error.body)}`;
        // Refunded already (an earlier request whose answer was lost, or in PayPal's dashboard): the
        // money went back, so this is no refusal that would give the order back either.
        const refunded = String(error.body).includes('CAPTURE_FULLY_REFUNDED');
        const undecided = indefinite(error.statusCode) || refunded;
        return { accepted: false, reason: undecided ? 'unreachable' : 'refused', detail };
      }
      // No answer at all (a timeout, a connection refused): the refund may yet be made.
      if (error instanceof Error) return { accepted: false, reason: 'unreachable', detail: error.message };
      throw error;
    }
  }
}
