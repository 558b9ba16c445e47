// math unary ops on f32/f64 constants fold (except cbrt, rsqrt), bit for bit as mlir-opt 19.
// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @u() -> (f32, f64) {
// CHECK-NEXT: %cst = arith.constant 0.60436777711716361 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.604367733 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.84228838046307941 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.842288374 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.83666002653407556 : f64
// CHECK-NEXT: %cst_4 = arith.constant 8.366600e-01 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.75858370183953338 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.758583664 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0.64421768723769102 : f64
// CHECK-NEXT: %cst_8 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_9 = arith.constant -0.51457317282975834 : f64
// CHECK-NEXT: %cst_10 = arith.constant -0.514573216 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.53062825106217038 : f64
// CHECK-NEXT: %cst_12 = arith.constant 0.530628264 : f32
// CHECK-NEXT: %cst_13 = arith.constant -0.15490195998574319 : f64
// CHECK-NEXT: %cst_14 = arith.constant -0.154901981 : f32
// CHECK-NEXT: %cst_15 = arith.constant -0.35667494393873245 : f64
// CHECK-NEXT: %cst_16 = arith.constant -0.356674969 : f32
// CHECK-NEXT: %cst_17 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_18 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_19 = arith.constant 1.0137527074704764 : f64
// CHECK-NEXT: %cst_20 = arith.constant 1.0137527 : f32
// CHECK-NEXT: %cst_21 = arith.constant 1.6245047927124709 : f64
// CHECK-NEXT: %cst_22 = arith.constant 1.6245048 : f32
// CHECK-NEXT: %cst_23 = arith.constant 2.0137527074704766 : f64
// CHECK-NEXT: %cst_24 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_25 = arith.constant 0.67780119383741844 : f64
// CHECK-NEXT: %cst_26 = arith.constant 0.677801191 : f32
// CHECK-NEXT: %cst_27 = arith.constant 1.255169005630943 : f64
// CHECK-NEXT: %cst_28 = arith.constant 1.25516903 : f32
// CHECK-NEXT: %cst_29 = arith.constant 0.7648421872844885 : f64
// CHECK-NEXT: %cst_30 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_31 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_32 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_33 = arith.constant 0.86730052769405308 : f64
// CHECK-NEXT: %cst_34 = arith.constant 0.86730051 : f32
// CHECK-NEXT: %cst_35 = arith.constant 0.61072596438920856 : f64
// CHECK-NEXT: %cst_36 = arith.constant 0.610725939 : f32
// CHECK-NEXT: %cst_37 = arith.constant 0.65266656608235574 : f64
// CHECK-NEXT: %cst_38 = arith.constant 0.652666568 : f32
// CHECK-NEXT: %cst_39 = arith.constant 0.77539749661075297 : f64
// CHECK-NEXT: %cst_40 = arith.constant 0.775397479 : f32
// CHECK-NEXT: %cst_41 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %cst_42 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_43 = arith.constant 0.79539883018414359 : f64
// CHECK-NEXT: %cst_44 = arith.constant 0.795398831 : f32
// CHECK-NEXT: %cst_45 = arith.constant 0.699999988 : f32
// CHECK-NEXT: %cst_46 = arith.constant 0.69999999999999996 : f64
// CHECK-NEXT: "x.u"(%cst_45, %cst_46) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_44, %cst_43) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_42, %cst_41) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_40, %cst_39) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_38, %cst_37) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_36, %cst_35) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_34, %cst_33) : (f32, f64) -> ()
// CHECK-NEXT: %0 = math.cbrt %cst_45 : f32
// CHECK-NEXT: %1 = math.cbrt %cst_46 : f64
// CHECK-NEXT: "x.u"(%0, %1) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_32, %cst_31) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_30, %cst_29) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_28, %cst_27) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_26, %cst_25) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_24, %cst_23) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_22, %cst_21) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_20, %cst_19) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_18, %cst_17) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_16, %cst_15) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_14, %cst_13) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_12, %cst_11) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_10, %cst_9) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_32, %cst_31) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_32, %cst_31) : (f32, f64) -> ()
// CHECK-NEXT: %2 = math.rsqrt %cst_45 : f32
// CHECK-NEXT: %3 = math.rsqrt %cst_46 : f64
// CHECK-NEXT: "x.u"(%2, %3) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_8, %cst_7) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_6, %cst_5) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_4, %cst_3) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_2, %cst_1) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_0, %cst) : (f32, f64) -> ()
// CHECK-NEXT: "x.u"(%cst_18, %cst_17) : (f32, f64) -> ()
// CHECK-NEXT: return %cst_45, %cst_46 : f32, f64
// CHECK-NEXT: }

func.func @u() -> (f32, f64) {
  %c = arith.constant 0.7 : f32
  %d = arith.constant 0.7 : f64
  %absf = math.absf %c : f32
  %absfd = math.absf %d : f64
  "x.u"(%absf, %absfd) : (f32, f64) -> ()
  %acos = math.acos %c : f32
  %acosd = math.acos %d : f64
  "x.u"(%acos, %acosd) : (f32, f64) -> ()
  %acosh = math.acosh %c : f32
  %acoshd = math.acosh %d : f64
  "x.u"(%acosh, %acoshd) : (f32, f64) -> ()
  %asin = math.asin %c : f32
  %asind = math.asin %d : f64
  "x.u"(%asin, %asind) : (f32, f64) -> ()
  %asinh = math.asinh %c : f32
  %asinhd = math.asinh %d : f64
  "x.u"(%asinh, %asinhd) : (f32, f64) -> ()
  %atan = math.atan %c : f32
  %atand = math.atan %d : f64
  "x.u"(%atan, %atand) : (f32, f64) -> ()
  %atanh = math.atanh %c : f32
  %atanhd = math.atanh %d : f64
  "x.u"(%atanh, %atanhd) : (f32, f64) -> ()
  %cbrt = math.cbrt %c : f32
  %cbrtd = math.cbrt %d : f64
  "x.u"(%cbrt, %cbrtd) : (f32, f64) -> ()
  %ceil = math.ceil %c : f32
  %ceild = math.ceil %d : f64
  "x.u"(%ceil, %ceild) : (f32, f64) -> ()
  %cos = math.cos %c : f32
  %cosd = math.cos %d : f64
  "x.u"(%cos, %cosd) : (f32, f64) -> ()
  %cosh = math.cosh %c : f32
  %coshd = math.cosh %d : f64
  "x.u"(%cosh, %coshd) : (f32, f64) -> ()
  %erf = math.erf %c : f32
  %erfd = math.erf %d : f64
  "x.u"(%erf, %erfd) : (f32, f64) -> ()
  %exp = math.exp %c : f32
  %expd = math.exp %d : f64
  "x.u"(%exp, %expd) : (f32, f64) -> ()
  %exp2 = math.exp2 %c : f32
  %exp2d = math.exp2 %d : f64
  "x.u"(%exp2, %exp2d) : (f32, f64) -> ()
  %expm1 = math.expm1 %c : f32
  %expm1d = math.expm1 %d : f64
  "x.u"(%expm1, %expm1d) : (f32, f64) -> ()
  %floor = math.floor %c : f32
  %floord = math.floor %d : f64
  "x.u"(%floor, %floord) : (f32, f64) -> ()
  %log = math.log %c : f32
  %logd = math.log %d : f64
  "x.u"(%log, %logd) : (f32, f64) -> ()
  %log10 = math.log10 %c : f32
  %log10d = math.log10 %d : f64
  "x.u"(%log10, %log10d) : (f32, f64) -> ()
  %log1p = math.log1p %c : f32
  %log1pd = math.log1p %d : f64
  "x.u"(%log1p, %log1pd) : (f32, f64) -> ()
  %log2 = math.log2 %c : f32
  %log2d = math.log2 %d : f64
  "x.u"(%log2, %log2d) : (f32, f64) -> ()
  %round = math.round %c : f32
  %roundd = math.round %d : f64
  "x.u"(%round, %roundd) : (f32, f64) -> ()
  %roundeven = math.roundeven %c : f32
  %roundevend = math.roundeven %d : f64
  "x.u"(%roundeven, %roundevend) : (f32, f64) -> ()
  %rsqrt = math.rsqrt %c : f32
  %rsqrtd = math.rsqrt %d : f64
  "x.u"(%rsqrt, %rsqrtd) : (f32, f64) -> ()
  %sin = math.sin %c : f32
  %sind = math.sin %d : f64
  "x.u"(%sin, %sind) : (f32, f64) -> ()
  %sinh = math.sinh %c : f32
  %sinhd = math.sinh %d : f64
  "x.u"(%sinh, %sinhd) : (f32, f64) -> ()
  %sqrt = math.sqrt %c : f32
  %sqrtd = math.sqrt %d : f64
  "x.u"(%sqrt, %sqrtd) : (f32, f64) -> ()
  %tan = math.tan %c : f32
  %tand = math.tan %d : f64
  "x.u"(%tan, %tand) : (f32, f64) -> ()
  %tanh = math.tanh %c : f32
  %tanhd = math.tanh %d : f64
  "x.u"(%tanh, %tanhd) : (f32, f64) -> ()
  %trunc = math.trunc %c : f32
  %truncd = math.trunc %d : f64
  "x.u"(%trunc, %truncd) : (f32, f64) -> ()
  return %c, %d : f32, f64
}
