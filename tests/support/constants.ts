export const TEMPLATE_DB = "drainage_test_template";
