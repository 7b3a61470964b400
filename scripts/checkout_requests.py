"""The storefront checkout's requests as a shopper's client sends them, from the pre-approval to
the order: shared by orders-reliability.py (`make bench`) and soak-flows.py (`make soak`), which
differ in how they send them (asserting, or counting and retrying)."""
import time

ORG = "organizations/f_ecom_northwind"
SITE = "siteId=northwind&locale=en-US"
BASKETS = f"/mobify/proxy/api/checkout/shopper-baskets/v1/{ORG}/baskets"
CHECKOUT = f"/mobify/proxy/api/custom/lease-checkout/v1/{ORG}/baskets"
ORDERS = f"/mobify/proxy/api/checkout/shopper-orders/v1/{ORG}/orders"
APPLY = f"/mobify/proxy/api/custom/preapproval/v1/{ORG}/applications?siteId=northwind"
# A sofa the scripts give enough stock for every order.
PRODUCT = "sofas-001-charcoal"


def last_name(n, length):
    """A last name of `length` letters for the number n (names take no digits): each application
    its own applicant, so the cool-down between applications never applies."""
    word = ""
    for _ in range(length):
        word = chr(97 + n % 26) + word
        n //= 26
    return word.capitalize()


def application(email, first, last):
    """A pre-approval the sandbox approves: a Texas address, $3,000 a month paid every other
    week, the next payday a week from now."""
    payday = time.strftime("%Y-%m-%d", time.gmtime(time.time() + 7 * 86_400))
    return {
        "merchantId": "storefront", "firstName": first, "lastName": last, "dateOfBirth": "1985-01-20",
        "ssnLast4": "2468", "address": {"street": "1 Main St", "city": "Austin", "state": "TX", "postalCode": "78701"},
        "email": email, "phone": "5125550100", "smsConsent": False, "monthlyIncome": 300_000,
        "payFrequency": "bi_weekly", "nextPayday": payday,
        "bank": {"routingNumber": "011000015", "accountNumber": "000123456789"}}


def new_basket():
    """A basket with one sofa."""
    return {"productItems": [{"productId": PRODUCT, "quantity": 1}]}


def basket_steps(basket_id, first, last):
    """The shipping address, the shipping method and the card for the initial payment, each
    (method, path without its query, body)."""
    basket = f"{BASKETS}/{basket_id}"
    return [
        ("PUT", f"{basket}/shipments/me/shipping-address", {
            "firstName": first, "lastName": last, "address1": "1 Main St", "city": "Austin", "stateCode": "TX",
            "postalCode": "78701", "countryCode": "US", "phone": "5125550100"}),
        ("PUT", f"{basket}/shipments/me/shipping-method", {"id": "standard"}),
        ("POST", f"{basket}/payment-instruments", {"paymentMethodId": "NORTHWIND_LEASE", "paymentCard": {
            "number": "4242424242424242", "securityCode": "123", "expirationMonth": 12, "expirationYear": 2031,
            "holder": f"{first} {last}"}}),
    ]


def signature(first, last, lease):
    """The signed agreement: the name typed, consent, and the version of the agreement shown
    (the basket's lease quote)."""
    return {"fullName": f"{first} {last}", "consent": True, "agreementVersion": lease["agreementVersion"]}
