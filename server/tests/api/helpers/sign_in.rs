//! Signing in as a shopper: guest and registered sessions through the app and web clients,
//! and a browser at the identity provider.

use base64::Engine;
use serde_json::Value;
use sha2::Digest;

use super::{form, s, TestApp, TestRequest, TestResponse};
use super::{APP_CLIENT, APP_REDIRECT, AUTH, CUSTOMERS, WEB_CLIENT, WEB_REDIRECT};

/// A signed-in customer's access token.
pub async fn token(app: &TestApp, (email, password): (&str, &str)) -> String {
    s(&app.login(email, password).await["access_token"]).to_owned()
}

pub struct Pkce {
    pub verifier: String,
    pub challenge: String,
}

/// A fresh PKCE verifier and its S256 challenge.
pub fn pkce() -> Pkce {
    let verifier = format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    );
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(sha2::Sha256::digest(verifier.as_bytes()));
    Pkce {
        verifier,
        challenge,
    }
}

/// JWT payload without checking the signature (the server checks it).
pub fn jwt_claims(token: &str) -> Value {
    let payload = token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap()
}

impl TestApp {
    pub fn authorize_uri(&self, client: &str, redirect: &str, challenge: &str) -> String {
        format!(
            "{AUTH}/authorize?{}",
            form(&[
                ("client_id", client),
                ("channel_id", "northwind"),
                ("redirect_uri", redirect),
                ("response_type", "code"),
                ("hint", "guest"),
                ("code_challenge", challenge),
            ])
        )
    }

    pub async fn exchange(
        &self,
        client: &str,
        redirect: &str,
        code: &str,
        verifier: &str,
    ) -> TestResponse {
        self.call("POST", &format!("{AUTH}/token"))
            .form(&[
                ("grant_type", "authorization_code_pkce"),
                ("client_id", client),
                ("channel_id", "northwind"),
                ("code", code),
                ("code_verifier", verifier),
                ("redirect_uri", redirect),
            ])
            .send()
            .await
    }

    /// A call with the shopper's bearer token and, when given, a JSON body.
    pub async fn call_as(
        &self,
        method: &str,
        uri: &str,
        token: &str,
        body: Option<Value>,
    ) -> TestResponse {
        let mut request = self.call(method, uri).bearer(token);
        if let Some(body) = body {
            request = request.json(body);
        }
        request.send().await
    }

    /// A guest session through the web app's client: its tokens and the refresh cookie that
    /// proves its usid.
    pub async fn web_guest(&self) -> (Value, String) {
        let p = pkce();
        let res = self
            .call(
                "GET",
                &self.authorize_uri(WEB_CLIENT, WEB_REDIRECT, &p.challenge),
            )
            .header("host", "127.0.0.1:8080")
            .send()
            .await;
        let code = res.location_params()["code"].clone();
        let tokens = self
            .exchange(WEB_CLIENT, WEB_REDIRECT, &code, &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        let cookie = tokens.cookie("lf_refresh");
        (tokens.json(), cookie)
    }

    /// A guest session through the app client: the token response.
    pub async fn guest_session(&self) -> Value {
        let p = pkce();
        let res = self
            .get(&self.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
            .await;
        let params = res.location_params();
        let tokens = self
            .exchange(APP_CLIENT, APP_REDIRECT, &params["code"], &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    pub fn login_request(&self, email: &str, password: &str, challenge: &str) -> TestRequest<'_> {
        let basic = format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(format!("{email}:{password}"))
        );
        self.call("POST", &format!("{AUTH}/login"))
            .header("authorization", &basic)
            .form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", APP_REDIRECT),
                ("code_challenge", challenge),
            ])
    }

    /// A registered session through the app client: the token response.
    pub async fn login(&self, email: &str, password: &str) -> Value {
        let p = pkce();
        let res = self
            .login_request(email, password, &p.challenge)
            .send()
            .await;
        let params = res.location_params();
        let tokens = self
            .exchange(APP_CLIENT, APP_REDIRECT, &params["code"], &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    pub async fn refresh(&self, token: &str) -> TestResponse {
        self.call("POST", &format!("{AUTH}/token"))
            .form(&[
                ("grant_type", "refresh_token"),
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("refresh_token", token),
            ])
            .send()
            .await
    }

    pub async fn profile_of(&self, tokens: &Value) -> TestResponse {
        self.call(
            "GET",
            &format!(
                "{CUSTOMERS}/customers/{}?siteId=northwind",
                s(&tokens["customer_id"])
            ),
        )
        .bearer(s(&tokens["access_token"]))
        .send()
        .await
    }
}

/// A browser signing in at the identity provider: its PKCE pair and state.
pub struct ProviderBrowser {
    pub pkce: Pkce,
    pub state: String,
}

impl ProviderBrowser {
    pub fn new() -> Self {
        Self {
            pkce: pkce(),
            state: format!("st-{}", uuid::Uuid::new_v4().simple()),
        }
    }

    /// The binding fields every sign-in start carries.
    pub fn bind(&self, mut body: Value) -> Value {
        body["codeChallenge"] = Value::String(self.pkce.challenge.clone());
        body["state"] = Value::String(self.state.clone());
        body
    }
}

impl Default for ProviderBrowser {
    fn default() -> Self {
        Self::new()
    }
}

impl TestApp {
    pub async fn idp_post(&self, path: &str, body: Value, cookie: Option<&str>) -> TestResponse {
        let mut request = self.call("POST", path).json(body);
        if let Some(c) = cookie {
            request = request.cookie(c);
        }
        request.send().await
    }

    /// Provider code + the browser's verifier → provider tokens (asserted 200).
    pub async fn provider_tokens(&self, code: &str, verifier: &str) -> Value {
        let tokens = self
            .idp_post(
                "/idp/api/token",
                serde_json::json!({"code": code, "codeVerifier": verifier}),
                None,
            )
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    /// Provider code → provider tokens → shopper session. (id token claims, access token).
    pub async fn complete_provider_sign_in(&self, code: &str, verifier: &str) -> (Value, String) {
        let tokens = self.provider_tokens(code, verifier).await;
        let exchanged = self
            .get(&format!(
                "/api/token-exchange?subject_token={}",
                s(&tokens["access_token"])
            ))
            .await;
        assert_eq!(exchanged.status, 200, "{}", exchanged.text());
        assert!(
            exchanged.cookie("lf_refresh").len() > 20,
            "web session cookie"
        );
        (
            jwt_claims(s(&tokens["id_token"])),
            s(&exchanged.json()["access_token"]).to_owned(),
        )
    }

    /// Email + password at the provider from a new browser: (response, browser).
    pub async fn provider_password(
        &self,
        email: &str,
        password: &str,
    ) -> (TestResponse, ProviderBrowser) {
        let browser = ProviderBrowser::new();
        let res = self
            .idp_post(
                "/idp/api/password",
                browser.bind(serde_json::json!({"email": email, "password": password})),
                None,
            )
            .await;
        (res, browser)
    }
}
