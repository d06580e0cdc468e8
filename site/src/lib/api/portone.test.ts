import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { portoneCsp, PORTONE_SDK_URL } from '@shared/securityPolicy.ts';
import { payProvider } from './payments.ts';
import {
  channelChoices, completeResult, payErrorKind, paymentRequest, portoneReturn, PortoneWindowError, refundReason, windowOutcome, withoutReturnParams,
  type PortonePrepared,
} from './portone.ts';
import { ApiError } from './rest.ts';

const prepared: PortonePrepared = {
  storeId: 'store-1',
  paymentId: 'bk_abc_1',
  orderName: 'Consultation',
  totalAmount: 55000,
  currency: 'KRW',
  channels: [{ channelKey: 'channel-key-card', payMethod: 'CARD' }],
  locale: 'KO_KR',
  customer: { customerId: 'u1', email: 'c@x.test', fullName: null },
  redirectUrl: 'http://localhost/ko/client/bookings?booking=b1&portone=return',
};

afterEach(() => vi.restoreAllMocks());

describe('which provider a page pays with', () => {
  test('PortOne first, then Stripe, then test mode', () => {
    expect(payProvider({ stripe: true, test_mode: true, portone: true })).toBe('portone');
    expect(payProvider({ stripe: true, test_mode: true, portone: false })).toBe('stripe');
    expect(payProvider({ stripe: true, test_mode: false })).toBe('stripe');
    expect(payProvider({ stripe: false, test_mode: true })).toBe('test');
    expect(payProvider(null)).toBe('test');
  });
});

describe('channel choices', () => {
  test('supported kinds only, card first, one per kind', () => {
    expect(channelChoices([
      { channelKey: 'k-easy', payMethod: 'EASY_PAY' },
      { channelKey: 'k-va', payMethod: 'VIRTUAL_ACCOUNT' },
      { channelKey: 'k-paypal', payMethod: 'PAYPAL' },
      { channelKey: 'k-card', payMethod: 'CARD' },
      { channelKey: 'k-card-2', payMethod: 'CARD' },
      { channelKey: '', payMethod: 'TRANSFER' },
    ])).toEqual([
      { channelKey: 'k-card', payMethod: 'CARD' },
      { channelKey: 'k-easy', payMethod: 'EASY_PAY' },
    ]);
  });

  test('nothing to choose from a missing or empty list', () => {
    expect(channelChoices(undefined)).toEqual([]);
    expect(channelChoices([])).toEqual([]);
  });
});

describe('the payment window request', () => {
  test('everything from the prepare answer and the chosen channel; no empty customer fields', () => {
    expect(paymentRequest(prepared, { channelKey: 'k-easy', payMethod: 'EASY_PAY' })).toEqual({
      storeId: 'store-1',
      paymentId: 'bk_abc_1',
      orderName: 'Consultation',
      totalAmount: 55000,
      currency: 'KRW',
      channelKey: 'k-easy',
      payMethod: 'EASY_PAY',
      customer: { customerId: 'u1', email: 'c@x.test' },
      locale: 'KO_KR',
      redirectUrl: 'http://localhost/ko/client/bookings?booking=b1&portone=return',
    });
  });
});

describe('the window\'s result', () => {
  test('undefined: the browser is being redirected', () => {
    expect(windowOutcome(undefined, 'p1')).toEqual({ kind: 'redirected' });
  });

  test('a code: not completed (closed by the client or refused), with PortOne\'s message', () => {
    expect(windowOutcome({ transactionType: 'PAYMENT', txId: 't', paymentId: 'p1', code: 'FAILURE_TYPE_PG', message: '사용자가 결제를 취소하였습니다' }, 'p1'))
      .toEqual({ kind: 'notCompleted', code: 'FAILURE_TYPE_PG', message: '사용자가 결제를 취소하였습니다' });
  });

  test('no code: the payment id to verify on the server (never "paid" on its own)', () => {
    expect(windowOutcome({ transactionType: 'PAYMENT', txId: 't', paymentId: 'p1' }, 'p0')).toEqual({ kind: 'done', paymentId: 'p1' });
  });
});

describe('the return from PortOne\'s pages (mobile)', () => {
  test('reads the booking, the payment id and a failure code', () => {
    expect(portoneReturn('?booking=b1&portone=return&paymentId=p1')).toEqual({ bookingId: 'b1', paymentId: 'p1', code: null, message: null });
    expect(portoneReturn('?booking=b1&portone=return&paymentId=p1&code=FAILURE_TYPE_PG&message=%EC%B7%A8%EC%86%8C'))
      .toEqual({ bookingId: 'b1', paymentId: 'p1', code: 'FAILURE_TYPE_PG', message: '취소' });
  });

  test('not a return: no marker or no booking', () => {
    expect(portoneReturn('?booking=b1')).toBeNull();
    expect(portoneReturn('?booking=b1&checkout=return')).toBeNull();
    expect(portoneReturn('?portone=return&paymentId=p1')).toBeNull();
  });

  test('the parameters of the return are dropped, the booking kept', () => {
    expect(withoutReturnParams('http://h/ko/client/bookings?booking=b1&portone=return&paymentId=p1&code=X&message=m&pgCode=1&pgMessage=2&transactionType=PAYMENT&txId=t'))
      .toBe('/ko/client/bookings?booking=b1');
  });
});

describe('what the page says', () => {
  test('portone-complete\'s statuses', () => {
    expect(completeResult('paid')).toBe('paid');
    expect(completeResult('pending')).toBe('processing');
    expect(completeResult('failed')).toBe('declined');
    expect(completeResult('cancelled')).toBe('notCompleted');
    expect(completeResult('refunded')).toBe('lateRefund');
    expect(completeResult('something_new')).toBe('processing');
  });

  test('a refunded payment: a second payment of a paid booking, a late one, or one that did not match a held booking', () => {
    expect(refundReason({ status: 'pending', payment_status: 'paid' }, false)).toBe('double');
    expect(refundReason({ status: 'confirmed', payment_status: 'paid' }, false)).toBe('double');
    expect(refundReason({ status: 'pending', payment_status: 'pending' }, false)).toBe('late');
    expect(refundReason({ status: 'cancelled', payment_status: 'pending' }, false)).toBe('late');
    expect(refundReason(null, false)).toBe('late');
    expect(refundReason({ status: 'pending', payment_status: 'pending' }, true)).toBe('notApplied');
  });

  test('refusals of the functions, by their code or hint', () => {
    const err = (status: number, code: string, hint: string | null = code) => new ApiError(status, { code, hint, message: 'x' });
    expect(payErrorKind(err(409, 'hold_expired'))).toBe('holdExpired');
    expect(payErrorKind(err(409, 'already_paid'))).toBe('alreadyPaid');
    expect(payErrorKind(err(503, 'provider_not_configured', null))).toBe('unavailable');
    expect(payErrorKind(err(503, 'provider_disabled'))).toBe('unavailable');
    expect(payErrorKind(err(502, 'provider_error', null))).toBe('unavailable');
    expect(payErrorKind(err(404, 'not_found', null))).toBe('notFound');
    expect(payErrorKind(err(409, 'invalid_status'))).toBe('generic');
    expect(payErrorKind(new PortoneWindowError(new Error('[PortOne] Failed to load window.PortOne')))).toBe('window');
    expect(payErrorKind(new TypeError('Failed to fetch'))).toBe('generic');
  });
});

describe('opening the window', () => {
  test('the SDK\'s load failure is a window error, not a payment result', async () => {
    vi.doMock('@portone/browser-sdk/v2', () => ({ requestPayment: () => Promise.reject(new Error('[PortOne] Failed to load window.PortOne')) }));
    vi.resetModules();
    const { openPaymentWindow } = await import('./portone.ts');
    await expect(openPaymentWindow(prepared, prepared.channels[0]!)).rejects.toBeInstanceOf(Error);
    await expect(openPaymentWindow(prepared, prepared.channels[0]!)).rejects.toHaveProperty('name', 'PortoneWindowError');
    vi.doUnmock('@portone/browser-sdk/v2');
  });

  test('the request the SDK gets, and a code thrown before the window opened', async () => {
    const requestPayment = vi.fn(async () => ({ transactionType: 'PAYMENT', txId: 't', paymentId: 'bk_abc_1' }));
    vi.doMock('@portone/browser-sdk/v2', () => ({ requestPayment }));
    vi.resetModules();
    const mod = await import('./portone.ts');
    await expect(mod.openPaymentWindow(prepared, prepared.channels[0]!)).resolves.toEqual({ kind: 'done', paymentId: 'bk_abc_1' });
    expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining({ paymentId: 'bk_abc_1', channelKey: 'channel-key-card', payMethod: 'CARD', totalAmount: 55000 }));
    requestPayment.mockRejectedValueOnce(Object.assign(new Error('bad channel'), { code: 'ChannelNotFound' }));
    await expect(mod.openPaymentWindow(prepared, prepared.channels[0]!)).resolves.toEqual({ kind: 'notCompleted', code: 'ChannelNotFound', message: 'bad channel' });
    vi.doUnmock('@portone/browser-sdk/v2');
  });
});

describe('the site\'s policy and the SDK', () => {
  test('the script the installed @portone/browser-sdk injects is the one a PortOne build allows', () => {
    const file = createRequire(import.meta.url).resolve('@portone/browser-sdk/v2');
    const loaded = /jsSdkUrl:[^']*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(loaded).toBe(PORTONE_SDK_URL);
    expect(portoneCsp({ PORTONE_STORE_ID: 'store-1' }).script).toContain(new URL(loaded!).origin);
    expect(portoneCsp({}).script).toEqual([]);
  });
});
